import { describe, expect, it } from 'vitest';
import { testApp } from '../../test/app';
import { createCustomer, createStaff } from '../../test/factories';
import { fundedSaver, nationalId, savingTx } from '../../test/fixtures';

describe('admin audit log', async () => {
  const app = await testApp();
  const staff = await createStaff(app, 'staff');
  const owner = await createStaff(app, 'owner');
  const card = nationalId();
  const c = await createCustomer(app, card);
  const edit = (who: typeof staff, name: string) =>
    app.inject({
      method: 'PUT',
      url: `/api/admin/customers/${c.id}`,
      cookies: who.cookies,
      payload: { name, tel: '0811111111', address: 'x' },
    });
  await edit(staff, 'คนที่หนึ่ง');
  await edit(owner, 'คนที่สอง');
  const list = (who: typeof staff, q = '') => app.inject({ url: `/api/admin/audit-log${q}`, cookies: who.cookies });

  it('lists actions newest first with who, what, before and after', async () => {
    const res = await list(owner);
    expect(res.statusCode).toBe(200);
    const { data, total } = res.json();
    expect(total).toBe(2);
    expect(data[0]).toMatchObject({
      staffId: owner.staff.id,
      staffUsername: owner.staff.username,
      action: 'update',
      entity: 'customer',
      entityId: String(c.id),
    });
    expect(data[0].before.name).toBe('คนที่หนึ่ง');
    expect(data[0].after.name).toBe('คนที่สอง');
  });

  it("is the owner's alone: staff get 403 from the server, not only a hidden menu", async () => {
    const res = await list(staff);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'OWNER_ONLY' });
    // A list: national IDs masked, as everywhere but the decision that needs one.
    expect((await list(owner)).json().data[0].after.card).toBe(`xxxxxxxxx${card.slice(-4)}`);
  });

  it('filters by staff, entity, action and date range, and pages', async () => {
    const list = (_who: typeof staff, q = '') => app.inject({ url: `/api/admin/audit-log${q}`, cookies: owner.cookies });
    expect((await list(staff, `?staffId=${staff.staff.id}`)).json().data.map((r: { after: { name: string } }) => r.after.name)).toEqual([
      'คนที่หนึ่ง',
    ]);
    expect((await list(staff, '?entity=customer&action=update')).json().total).toBe(2);
    expect((await list(staff, '?action=delete')).json().total).toBe(0);
    const today = new Date(Date.now() + 7 * 3600_000).toISOString().slice(0, 10);
    expect((await list(staff, `?from=${today}&to=${today}`)).json().total).toBe(2);
    expect((await list(staff, '?to=2000-01-01')).json().total).toBe(0);
    expect((await list(staff, '?from=2000-02-30')).statusCode).toBe(400);
    const page = (await list(staff, '?page=2&pageSize=1')).json();
    expect(page).toMatchObject({ total: 2 });
    expect(page.data[0].after.name).toBe('คนที่หนึ่ง');
  });

  it('offers no way to change or delete an entry', async () => {
    for (const method of ['PUT', 'DELETE', 'PATCH'] as const) {
      expect((await app.inject({ method, url: '/api/admin/audit-log/1', cookies: owner.cookies })).statusCode).toBe(404);
    }
    expect(() => app.sqlite.exec('delete from audit_log')).toThrow(/append-only/);
    expect(() => app.sqlite.exec("update audit_log set action = 'x'")).toThrow(/append-only/);
  });

  // Last: it adds rows the counts above do not expect.
  it('says in Thai who did what to whom, with the amount and the member', async () => {
    expect((await list(owner)).json().data[0].summary).toBe('แก้ไขข้อมูลลูกค้า คนที่สอง');
    const m = await fundedSaver(app, owner.staff.id, 100_000);
    const dep = await savingTx(app, m.user.id, 'deposit', 123_456);
    expect(
      (await app.inject({ method: 'POST', url: `/api/admin/saving/transactions/${dep.id}/approve`, cookies: owner.cookies })).statusCode,
    ).toBe(200);
    const row = (await list(owner)).json().data[0];
    expect(row.summary).toBe(`อนุมัติรายการฝาก ฿1,234.56 ของ ${m.user.username}`);
    expect(row.after).toMatchObject({ status: 'approved' });
  });
});
