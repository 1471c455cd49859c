import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { schema } from '@goldshop/db';
import { testApp } from '../../test/app';
import { createCustomer, createMember, createStaff } from '../../test/factories';
import { auditCount, nationalId, verificationRequest } from '../../test/fixtures';

describe('admin verification queue', async () => {
  const app = await testApp();
  const staff = await createStaff(app, 'staff');
  const owner = await createStaff(app, 'owner');
  const as = (who: { cookies: Record<string, string> }, method: 'GET' | 'POST', url: string, payload?: object) =>
    app.inject({ method, url: `/api/admin${url}`, cookies: who.cookies, payload });
  const user = (id: number) => app.db.select().from(schema.users).where(eq(schema.users.id, id)).get()!;

  it('lists requests with a status filter and pagination; the ID masked in the list, for the owner too', async () => {
    const a = await verificationRequest(app);
    await verificationRequest(app);
    const list = await as(staff, 'GET', '/verifications?status=pending&pageSize=1');
    expect(list.statusCode).toBe(200);
    const body = list.json();
    expect(body.total).toBeGreaterThanOrEqual(2);
    expect(body.data).toHaveLength(1);
    expect(body.data[0].id).toBe(a.request.id); // pending queue: oldest first
    expect(body.data[0].nationalId).toMatch(/^x{9}\d{4}$/);
    const asOwner = (await as(owner, 'GET', '/verifications?status=pending&pageSize=1')).json();
    expect(asOwner.data[0].nationalId).toMatch(/^x{9}\d{4}$/);
    expect((await as(staff, 'GET', '/verifications?status=nope')).statusCode).toBe(400);
    expect((await as(staff, 'GET', '/verifications?pageSize=1000')).statusCode).toBe(400);
  });

  it('detail gives the owner both images as signed URLs and logs one sensitive access per image and the whole ID', async () => {
    const { request } = await verificationRequest(app);
    const countLog = () =>
      app.db.select().from(schema.sensitiveAccessLog).where(eq(schema.sensitiveAccessLog.staffId, owner.staff.id)).all().length;
    const before = countLog();
    const res = await as(owner, 'GET', `/verifications/${request.id}`);
    expect(res.statusCode).toBe(200);
    const d = res.json();
    expect(d.idCardImg).toMatch(/^\/api\/images\/p\/[0-9a-f]{64}\.webp\?exp=\d+&sig=/);
    expect(d.personalImg).toMatch(/^\/api\/images\/p\//);
    expect(d.nationalId).toBe(request.nationalId);
    expect(d.consentAt).toBe(request.consentAt);
    expect(countLog()).toBe(before + 3);
    expect((await app.inject(d.idCardImg)).statusCode).toBe(200);
    expect((await as(staff, 'GET', '/verifications/999999')).statusCode).toBe(404);
  });

  it('approving a new customer creates the customer record and verifies the member', async () => {
    const { member, request } = await verificationRequest(app);
    const audits = auditCount(app);
    const res = await as(staff, 'POST', `/verifications/${request.id}/approve`);
    expect(res.statusCode).toBe(200);
    const u = user(member.user.id);
    expect(u.verificationStatus).toBe(2);
    const customer = app.db.select().from(schema.customers).where(eq(schema.customers.id, u.customerId!)).get()!;
    expect(customer).toMatchObject({ card: request.nationalId, name: 'สมชาย ใจดี', tel: '0899999999' });
    expect(auditCount(app)).toBe(audits + 2); // customer created + request approved
    expect((await as(staff, 'POST', `/verifications/${request.id}/approve`)).statusCode).toBe(409);
  });

  it('approving an existing customer links that record', async () => {
    const customer = await createCustomer(app, nationalId());
    const { member, request } = await verificationRequest(app, { customerId: customer.id, nationalId: customer.card });
    expect((await as(staff, 'POST', `/verifications/${request.id}/approve`)).statusCode).toBe(200);
    expect(user(member.user.id)).toMatchObject({ verificationStatus: 2, customerId: customer.id });
  });

  it('refuses when the card got linked to another member meanwhile, and changes nothing', async () => {
    const customer = await createCustomer(app, nationalId());
    const first = await verificationRequest(app, { customerId: customer.id, nationalId: customer.card });
    const second = await verificationRequest(app, { customerId: customer.id, nationalId: customer.card });
    expect((await as(staff, 'POST', `/verifications/${first.request.id}/approve`)).statusCode).toBe(200);
    const audits = auditCount(app);
    const res = await as(staff, 'POST', `/verifications/${second.request.id}/approve`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('เลขบัตรประชาชนนี้ถูกผูกกับสมาชิกอื่นแล้ว');
    expect(user(second.member.user.id)).toMatchObject({ verificationStatus: 1, customerId: null });
    const req2 = app.db.select().from(schema.verificationRequests).where(eq(schema.verificationRequests.id, second.request.id)).get()!;
    expect(req2.status).toBe('pending');
    expect(auditCount(app)).toBe(audits);
  });

  it('refuses a new-customer request whose card another member now holds', async () => {
    const card = nationalId();
    const a = await verificationRequest(app, { nationalId: card });
    const b = await verificationRequest(app, { nationalId: card });
    expect((await as(staff, 'POST', `/verifications/${a.request.id}/approve`)).statusCode).toBe(200);
    expect((await as(staff, 'POST', `/verifications/${b.request.id}/approve`)).statusCode).toBe(409);
    expect(app.db.select().from(schema.customers).where(eq(schema.customers.card, card)).all()).toHaveLength(1);
  });

  it('a new-customer request whose card the shop already has (unlinked) links that record, unchanged', async () => {
    const existing = await createCustomer(app, nationalId(), 'ชื่อในร้าน');
    const { member, request } = await verificationRequest(app, { nationalId: existing.card });
    expect((await as(staff, 'POST', `/verifications/${request.id}/approve`)).statusCode).toBe(200);
    expect(user(member.user.id).customerId).toBe(existing.id);
    expect(app.db.select().from(schema.customers).where(eq(schema.customers.card, existing.card)).all()).toEqual([existing]);
  });

  it('two staff approving at once: one wins, the other gets 409, one customer row', async () => {
    const { request } = await verificationRequest(app);
    const [r1, r2] = await Promise.all([
      as(staff, 'POST', `/verifications/${request.id}/approve`),
      as(owner, 'POST', `/verifications/${request.id}/approve`),
    ]);
    expect([r1.statusCode, r2.statusCode].sort()).toEqual([200, 409]);
    expect(app.db.select().from(schema.customers).where(eq(schema.customers.card, request.nationalId)).all()).toHaveLength(1);
  });

  it('rejects with a reason: status back to 0 and the reason kept for /verify', async () => {
    const { member, request } = await verificationRequest(app);
    expect((await as(staff, 'POST', `/verifications/${request.id}/reject`, {})).statusCode).toBe(400);
    expect((await as(staff, 'POST', `/verifications/${request.id}/reject`, { reason: '' })).statusCode).toBe(400);
    expect(user(member.user.id).verificationStatus).toBe(1);
    const res = await as(staff, 'POST', `/verifications/${request.id}/reject`, { reason: 'รูปบัตรไม่ชัด' });
    expect(res.statusCode).toBe(200);
    expect(user(member.user.id)).toMatchObject({ verificationStatus: 0, verifyRejectReason: 'รูปบัตรไม่ชัด' });
    expect((await as(staff, 'POST', `/verifications/${request.id}/reject`, { reason: 'x' })).statusCode).toBe(409);
    expect((await as(staff, 'POST', `/verifications/${request.id}/approve`)).statusCode).toBe(409);
  });

  it('will not approve a suspended member', async () => {
    const { request } = await verificationRequest(app, { userStatus: 99 });
    expect((await as(staff, 'POST', `/verifications/${request.id}/approve`)).statusCode).toBe(409);
  });

  it('suspends and reinstates: back to 2 when linked to a customer, else 0', async () => {
    const customer = await createCustomer(app, nationalId());
    const linked = await createMember(app, { verificationStatus: 2, customerId: customer.id });
    const plain = await createMember(app, { verificationStatus: 1 });
    for (const m of [linked, plain]) {
      expect((await as(staff, 'POST', `/members/${m.user.id}/suspend`)).statusCode).toBe(200);
      expect(user(m.user.id).verificationStatus).toBe(99);
      expect((await as(staff, 'POST', `/members/${m.user.id}/suspend`)).statusCode).toBe(409);
    }
    expect((await as(staff, 'POST', '/members/0/suspend')).statusCode).toBe(400);
    expect((await as(staff, 'POST', `/members/${linked.user.id}/reinstate`)).statusCode).toBe(200);
    expect((await as(staff, 'POST', `/members/${plain.user.id}/reinstate`)).statusCode).toBe(200);
    expect(user(linked.user.id).verificationStatus).toBe(2);
    expect(user(plain.user.id).verificationStatus).toBe(0);
    expect((await as(staff, 'POST', `/members/${plain.user.id}/reinstate`)).statusCode).toBe(409);
    expect((await as(staff, 'POST', `/members/999999/suspend`)).statusCode).toBe(404);
  });

  it('lists members with a search', async () => {
    const m = await createMember(app, { username: 'findme_zz' });
    const res = (await as(staff, 'GET', '/members?q=findme_zz')).json();
    expect(res.data.map((r: { id: number }) => r.id)).toEqual([m.user.id]);
    const pct = (await as(staff, 'GET', '/members?q=%25')).json();
    expect(pct.total).toBe(0); // '%' is searched as text, not as a wildcard
  });
});
