import { describe, expect, it } from 'vitest';
import { testApp } from '../../test/app';
import { createCustomer, createMember, createStaff } from '../../test/factories';
import { auditCount, nationalId } from '../../test/fixtures';

describe('admin customers', async () => {
  const app = await testApp();
  const staff = await createStaff(app, 'staff');
  const owner = await createStaff(app, 'owner');
  const card = nationalId();
  const c = await createCustomer(app, card, 'มานี มีนา');
  const linked = await createMember(app, { verificationStatus: 2, customerId: c.id, username: 'manee' });
  const get = (who: { cookies: Record<string, string> }, url: string) => app.inject({ url: `/api/admin${url}`, cookies: who.cookies });

  it('searches by name, phone or national ID; the ID masked for staff and the owner alike', async () => {
    for (const q of ['มานี', '0812345678', '081-234-5678', card]) {
      const res = (await get(staff, `/customers?q=${encodeURIComponent(q)}`)).json();
      expect(
        res.data.map((r: { id: number }) => r.id),
        q,
      ).toContain(c.id);
    }
    const row = (await get(staff, `/customers?q=${card}`)).json().data[0];
    expect(row).toMatchObject({ card: `xxxxxxxxx${card.slice(-4)}`, userId: linked.user.id, username: 'manee' });
    expect((await get(owner, `/customers?q=${card}`)).json().data[0].card).toBe(`xxxxxxxxx${card.slice(-4)}`);
    expect((await get(staff, `/customers/${c.id}`)).json().card).toBe(`xxxxxxxxx${card.slice(-4)}`);
    expect((await get(owner, `/customers/${c.id}`)).json().card).toBe(`xxxxxxxxx${card.slice(-4)}`);
    expect((await get(staff, '/customers?q=nobody-like-this')).json()).toEqual({ data: [], total: 0 });
    expect((await get(staff, '/customers/999999')).statusCode).toBe(404);
  });

  it('edits contact data with an audit row; bad input changes nothing', async () => {
    const put = (body: object) => app.inject({ method: 'PUT', url: `/api/admin/customers/${c.id}`, cookies: staff.cookies, payload: body });
    const audits = auditCount(app);
    const ok = await put({ name: 'มานี ใจงาม', tel: '0899990000', address: '5 ถนนใหม่', email: 'manee@example.com' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ name: 'มานี ใจงาม', tel: '0899990000', email: 'manee@example.com' });
    expect(auditCount(app)).toBe(audits + 1);
    for (const bad of [
      { name: '', tel: '0899990000', address: 'x' },
      { name: 'x', tel: 'abc', address: 'x' },
      { name: 'x', tel: '0899990000', address: 'x', email: 'not-mail' },
    ]) {
      expect((await put(bad)).statusCode).toBe(400);
    }
    expect((await get(owner, `/customers/${c.id}`)).json()).toMatchObject({ name: 'มานี ใจงาม', card: `xxxxxxxxx${card.slice(-4)}` });
    const cleared = await put({ name: 'มานี ใจงาม', tel: '0899990000', address: '5 ถนนใหม่', email: '' });
    expect(cleared.json().email).toBeNull();
  });
});
