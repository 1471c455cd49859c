import { describe, expect, it } from 'vitest';
import { testApp } from '../../test/app';
import { createCustomer, createMember } from '../../test/factories';
import { badChecksum, freshId, requestFor } from '../../test/verification-support';

describe('GET /api/verify/verify-route', async () => {
  const app = await testApp();
  const route = (headers?: Record<string, string>) => app.inject({ url: '/api/verify/verify-route', headers });

  it('needs a member token', async () => {
    expect((await route()).statusCode).toBe(401);
    expect((await route({ authorization: 'Bearer nonsense' })).statusCode).toBe(401);
  });

  it("answers the caller's own status, and the reject reason only while back at 0", async () => {
    for (const s of [0, 1, 2, 99]) {
      const { auth } = await createMember(app, { verificationStatus: s });
      expect((await route(auth)).json()).toEqual({ verificationStatus: s, rejectReason: null, name: null });
    }
    const rejected = await createMember(app);
    const stale = await createMember(app, { verificationStatus: 2 });
    app.sqlite.prepare('update users set verify_reject_reason = ? where id in (?, ?)').run('รูปไม่ชัด', rejected.user.id, stale.user.id);
    expect((await route(rejected.auth)).json()).toEqual({ verificationStatus: 0, rejectReason: 'รูปไม่ชัด', name: null });
    expect((await route(stale.auth)).json().rejectReason).toBeNull();
  });

  it('names a verified member as the shop’s customer record does, and nobody else', async () => {
    const customer = await createCustomer(app, '1101700230708', 'สมชาย ใจดี');
    const verified = await createMember(app, { verificationStatus: 2, customerId: customer.id });
    expect((await route(verified.auth)).json()).toEqual({ verificationStatus: 2, rejectReason: null, name: 'สมชาย ใจดี' });
    app.sqlite.prepare('update users set verification_status = 99 where id = ?').run(verified.user.id);
    expect((await route(verified.auth)).json().name).toBeNull();
  });
});

describe('POST /api/verify/query-data', async () => {
  const app = await testApp();
  const query = (auth: Record<string, string>, idCard: unknown) =>
    app.inject({ method: 'POST', url: '/api/verify/query-data', headers: auth, payload: { idCard } });

  it('needs a member token', async () => {
    expect((await app.inject({ method: 'POST', url: '/api/verify/query-data', payload: { idCard: freshId() } })).statusCode).toBe(401);
  });

  it('refuses IDs that are not 13 digits or fail the checksum, in Thai', async () => {
    const { auth } = await createMember(app);
    for (const bad of ['123', '11017002307080', 'abcdefghijklm', '', null, ' 1101700230708']) {
      const res = await query(auth, bad);
      expect(res.statusCode, String(bad)).toBe(400);
      expect(res.json().message).toMatch(/เลขบัตรประชาชน/);
    }
    const res = await query(auth, badChecksum(freshId()));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/ไม่ถูกต้อง/);
  });

  it('an unknown ID: not existing, not in use, no data', async () => {
    const { auth } = await createMember(app);
    expect((await query(auth, freshId())).json()).toEqual({ isDataExisting: false, isUserIdExisting: false, customerData: null });
  });

  it('an existing, unclaimed customer: masked record, nothing sensitive in the answer', async () => {
    const { auth } = await createMember(app);
    const card = freshId();
    const customer = await createCustomer(app, card, 'สมศรี มั่งมี');
    const res = await query(auth, card);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      isDataExisting: true,
      isUserIdExisting: false,
      customerData: {
        Cus_ID: customer.id,
        Cus_Card: `xxxxxxxxx${card.slice(-4)}`,
        Cus_Name: 'สมศรี ม***',
        Cus_Tel: '08x-xxx-5678',
        Cus_Address: '1 …',
        Cus_Email: null,
      },
    });
    expect(res.body).not.toContain(card);
    expect(res.body).not.toContain('0812345678');
    expect(res.body).not.toContain('มั่งมี');
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('an ID linked to another member is in use and shows no data; the owner still sees it as theirs', async () => {
    const card = freshId();
    const customer = await createCustomer(app, card);
    const owner = await createMember(app, { verificationStatus: 2, customerId: customer.id });
    const stranger = await createMember(app);
    expect((await query(stranger.auth, card)).json()).toEqual({ isDataExisting: true, isUserIdExisting: true, customerData: null });
    const mine = (await query(owner.auth, card)).json();
    expect(mine).toMatchObject({ isDataExisting: true, isUserIdExisting: false });
    expect(mine.customerData.Cus_ID).toBe(customer.id);
  });

  it("another member's approved request holds the ID; a pending or rejected one does not (no squatting); one's own never does", async () => {
    const [a, b, c, me] = [await createMember(app), await createMember(app), await createMember(app), await createMember(app)];
    const pending = freshId(),
      approved = freshId(),
      rejected = freshId(),
      own = freshId();
    await requestFor(app, a.user.id, pending, 'pending');
    await requestFor(app, b.user.id, approved, 'approved');
    await requestFor(app, c.user.id, rejected, 'rejected');
    await requestFor(app, me.user.id, own, 'pending');
    expect((await query(me.auth, pending)).json()).toEqual({ isDataExisting: false, isUserIdExisting: false, customerData: null });
    expect((await query(me.auth, approved)).json().isUserIdExisting).toBe(true);
    expect((await query(me.auth, rejected)).json().isUserIdExisting).toBe(false);
    expect((await query(me.auth, own)).json().isUserIdExisting).toBe(false);
  });

  it('is limited to 20 lookups a minute per member', async () => {
    const sweeper = await createMember(app);
    const other = await createMember(app);
    const id = freshId();
    for (let i = 0; i < 20; i++) expect((await query(sweeper.auth, id)).statusCode).toBe(200);
    const limited = await query(sweeper.auth, id);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(/ถี่เกินไป/);
    expect((await query(other.auth, id)).statusCode).toBe(200);
  });
});
