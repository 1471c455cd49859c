import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { schema } from '@goldshop/db';
import { testApp } from '../../test/app';
import { createStaff, storedImage } from '../../test/factories';
import { auditCount, downRequest } from '../../test/fixtures';

describe('admin savings type 2', async () => {
  const app = await testApp();
  const staff = await createStaff(app, 'staff');
  const as = (method: 'GET' | 'POST', url: string, payload?: object) =>
    app.inject({ method, url: `/api/admin${url}`, cookies: staff.cookies, payload });
  const request = (id: number) => app.db.select().from(schema.downRequests).where(eq(schema.downRequests.id, id)).get()!;
  const good = { Prod_type: 'สร้อยคอ 2 สลึง', ApprovedAmount: 19_999.99, StartDate: '2026-01-01', EndDate: '2026-12-31' };

  it('lists requests by status and approves one with product, exact amount and dates', async () => {
    const { member, request: r } = await downRequest(app);
    const list = (await as('GET', '/down/requests?status=pending')).json();
    expect(list.data.map((x: { id: number }) => x.id)).toContain(r.id);
    const audits = auditCount(app);
    const res = await as('POST', `/down/requests/${r.id}/approve`, good);
    expect(res.statusCode).toBe(200);
    expect(request(r.id)).toMatchObject({
      status: 'approved',
      prodType: 'สร้อยคอ 2 สลึง',
      approvedAmountSatang: 1_999_999,
      startDate: '2026-01-01',
      endDate: '2026-12-31',
      decidedBy: staff.staff.id,
    });
    expect(auditCount(app)).toBe(audits + 1);
    const mine = await app.inject({ url: '/api/down/get-req', headers: member.auth });
    expect(mine.json().data[0]).toMatchObject({ Status: 'อนุมัติ', ApprovedAmount: 19_999.99, Prod_type: 'สร้อยคอ 2 สลึง' });
    expect((await as('POST', `/down/requests/${r.id}/approve`, good)).statusCode).toBe(409);
    expect((await as('POST', `/down/requests/${r.id}/reject`, { note: 'x' })).statusCode).toBe(409);
  });

  it.each<[object, string]>([
    [{ ...good, ApprovedAmount: 10.001 }, 'amount finer than a satang'],
    [{ ...good, ApprovedAmount: 0 }, 'zero amount'],
    [{ ...good, ApprovedAmount: -5 }, 'negative amount'],
    [{ ...good, StartDate: '2026-02-30' }, 'not a real date'],
    [{ ...good, StartDate: '2027-01-01' }, 'start after end'],
    [{ ...good, EndDate: '31/12/2026' }, 'wrong date format'],
    [{ ...good, Prod_type: '' }, 'empty product'],
    [{ Prod_type: 'x' }, 'missing fields'],
  ])('refuses a bad approval (%#: %s) and changes nothing', async (body) => {
    const { request: r } = await downRequest(app);
    const res = await as('POST', `/down/requests/${r.id}/approve`, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBeTypeOf('string');
    expect(request(r.id)).toMatchObject({ status: 'pending', approvedAmountSatang: null });
  });

  it('rejects a request with a note', async () => {
    const { request: r } = await downRequest(app);
    expect((await as('POST', `/down/requests/${r.id}/reject`, {})).statusCode).toBe(400);
    expect((await as('POST', `/down/requests/${r.id}/reject`, { note: 'เอกสารไม่ครบ' })).statusCode).toBe(200);
    expect(request(r.id)).toMatchObject({ status: 'rejected', note: 'เอกสารไม่ครบ' });
    expect((await as('POST', '/down/requests/999999/reject', { note: 'x' })).statusCode).toBe(404);
  });

  it('approves and rejects payments, each once; the request shows the approved total', async () => {
    const { member, request: r } = await downRequest(app, 'approved');
    const proof = await storedImage(app, 'slip');
    const pay = async (amountSatang: number) =>
      (await app.db.insert(schema.downPayments).values({ downId: r.id, userId: member.user.id, amountSatang, proof }).returning())[0]!;
    const p1 = await pay(100_050);
    const p2 = await pay(20_000);
    const list = (await as('GET', `/down/payments?status=pending&downId=${r.id}`)).json();
    expect(list.total).toBe(2);
    expect(list.data[0]).toMatchObject({ id: p1.id, amount: 1000.5 });
    expect(list.data[0].proof).toMatch(/^\/api\/images\/p\//);
    expect((await as('POST', `/down/payments/${p1.id}/approve`)).statusCode).toBe(200);
    expect((await as('POST', `/down/payments/${p1.id}/approve`)).statusCode).toBe(409);
    expect((await as('POST', `/down/payments/${p2.id}/reject`, { note: '' })).statusCode).toBe(400);
    expect((await as('POST', `/down/payments/${p2.id}/reject`, { note: 'ยอดไม่ตรง' })).statusCode).toBe(200);
    expect((await as('POST', `/down/payments/${p2.id}/approve`)).statusCode).toBe(409);
    const rows = app.db.select().from(schema.downPayments).where(eq(schema.downPayments.downId, r.id)).all();
    expect(rows.map((p) => [p.status, p.note])).toEqual([
      ['approved', null],
      ['rejected', 'ยอดไม่ตรง'],
    ]);
    const reqs = (await as('GET', '/down/requests?status=approved&pageSize=100')).json();
    expect(reqs.data.find((x: { id: number }) => x.id === r.id).paid).toBe(1000.5);
    const detail = (await app.inject({ url: `/api/down/detail/${r.id}`, headers: member.auth })).json();
    expect(detail.map((d: { status: string }) => d.status).sort()).toEqual(['อนุมัติ', 'ไม่อนุมัติ']);
  });

  async function closeRequest(status: (typeof schema.downStatuses)[number] = 'closing') {
    const { member, request: r } = await downRequest(app, status);
    const [a, b] = [await storedImage(app, 'id_card'), await storedImage(app, 'id_card')];
    const [c] = await app.db
      .insert(schema.downCloseRequests)
      .values({ downId: r.id, userId: member.user.id, idCardImage: a, idCardImageBack: b })
      .returning();
    return { member, r, c: c! };
  }

  it('lists close requests; the detail shows both ID images (logged)', async () => {
    const { member, c } = await closeRequest();
    const list = (await as('GET', '/down/closes?status=pending')).json();
    expect(list.data.find((x: { id: number }) => x.id === c.id)).toMatchObject({ downStatus: 'closing', status: 'pending' });
    const d = (await as('GET', `/down/closes/${c.id}`)).json();
    expect(d.idCardImage).toMatch(/^\/api\/images\/p\//);
    expect(d.idCardImageBack).toMatch(/^\/api\/images\/p\//);
    expect(app.db.select().from(schema.sensitiveAccessLog).where(eq(schema.sensitiveAccessLog.userId, member.user.id)).all()).toHaveLength(
      2,
    );
  });

  it('completing a close request closes the contract', async () => {
    const { r, c } = await closeRequest();
    expect((await as('POST', `/down/closes/${c.id}/complete`)).statusCode).toBe(200);
    expect(request(r.id).status).toBe('closed');
    expect((await as('POST', `/down/closes/${c.id}/complete`)).statusCode).toBe(409);
    expect((await as('POST', `/down/closes/${c.id}/reject`, { note: 'x' })).statusCode).toBe(409);
  });

  it('rejecting a close request puts the contract back to อนุมัติ', async () => {
    const { r, c } = await closeRequest();
    expect((await as('POST', `/down/closes/${c.id}/reject`, { note: 'ยังค้างชำระ' })).statusCode).toBe(200);
    expect(request(r.id).status).toBe('approved');
    expect(app.db.select().from(schema.downCloseRequests).where(eq(schema.downCloseRequests.id, c.id)).get()).toMatchObject({
      status: 'rejected',
      note: 'ยังค้างชำระ',
    });
  });

  it('refuses to complete when the contract is not waiting to close', async () => {
    const { r, c } = await closeRequest('approved');
    expect((await as('POST', `/down/closes/${c.id}/complete`)).statusCode).toBe(409);
    expect(request(r.id).status).toBe('approved');
  });
});
