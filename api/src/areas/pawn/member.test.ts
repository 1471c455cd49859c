import { describe, expect, it } from 'vitest';
import { schema } from '@goldshop/db';
import { testApp } from '../../test/app';
import { createMember, createVerifiedMember, storedImage } from '../../test/factories';
import { expectVerifiedMemberOnly, SIGNED_URL } from '../../test/money-support';
import { customerContracts } from './contracts';
import { branchId } from '../../test/branch-support';

describe('pawn routes', async () => {
  const app = await testApp();
  let seq = 0;
  const contract = (customerId: number, jnDate: string, extra: Partial<typeof schema.pawnContracts.$inferInsert> = {}) =>
    app.db
      .insert(schema.pawnContracts)
      .values({
        jnId: `JN${++seq}`,
        branchId: branchId(app),
        customerId,
        jnDate,
        netTotalSatang: 15_000_00,
        rateInSatang: 375_50,
        feeSatang: 20_00,
        jnStatus: 'ปกติ',
        dueDate: '2025-09-01',
        ...extra,
      })
      .returning()
      .get();
  const payment = (jnId: string, payDate: string, totalSatang: number, proof: string | null = null) =>
    app.db.insert(schema.pawnPayments).values({ jnId, payDate, totalSatang, payType: 'โอน', proof }).returning().get();

  it("lists the member's customer's contracts, newest first, in baht", async () => {
    const m = await createVerifiedMember(app);
    // Not yet due, so the order holds (docs/product.md "Rules: pawn contracts (ขายฝาก)") (overdue ones come first: see below).
    const older = contract(m.customer.id, '2024-03-01', { dueDate: '2099-09-01' });
    const newer = contract(m.customer.id, '2025-01-15', {
      jnStatus: 'ครบกำหนด',
      feeSatang: 0,
      dueDate: '2099-09-01',
      item: 'สร้อยคอ 1 บาท',
      weightGrams: 15.16,
    });
    const res = await app.inject({ url: '/api/pawn/get-pawn', headers: m.auth });
    expect(res.statusCode).toBe(200);
    const open = {
      is_open: true,
      days_overdue: 0,
      principal: 15000,
      interest_owed: expect.any(Number),
      redeem_today: expect.any(Number),
      ceiling_bites: expect.any(Boolean),
      pay: 'open',
    };
    expect(res.json()).toEqual([
      // The monthly interest is Rate_In + fee, one figure (docs/decisions.md "Pawn").
      {
        jn_id: newer.jnId,
        jn_date: '2025-01-15',
        Net_Total: 15000,
        Rate_In: 375.5,
        fee: 0,
        jn_Status: 'ครบกำหนด',
        due_date: '2099-09-01',
        // The branch that keeps it: where the member pays (docs/decisions.md "Branches are rows").
        branch_id: branchId(app),
        item: 'สร้อยคอ 1 บาท',
        weight_grams: 15.16,
        ...open,
        monthly_interest: 375.5,
        redemption_limit: '2028-01-15',
        // A due date past the 3 years the law allows: the app takes payments only until the limit.
        standing: expect.objectContaining({ code: 'in_force', dueDate: '2099-09-01', payUntil: '2028-01-15', keepFrom: '2028-01-16' }),
      },
      {
        jn_id: older.jnId,
        jn_date: '2024-03-01',
        Net_Total: 15000,
        Rate_In: 375.5,
        fee: 20,
        jn_Status: 'ปกติ',
        due_date: '2099-09-01',
        // The branch that keeps it: where the member pays (docs/decisions.md "Branches are rows").
        branch_id: branchId(app),
        item: null,
        weight_grams: null,
        ...open,
        monthly_interest: 395.5,
        redemption_limit: '2027-03-01',
        standing: expect.objectContaining({ code: 'in_force', payUntil: '2027-03-01', keepFrom: '2027-03-02' }),
      },
    ]);
  });

  it('puts open overdue contracts first, most overdue first, and prices redeeming each today', async () => {
    const m = await createVerifiedMember(app);
    const today = '2025-06-10';
    const notDue = contract(m.customer.id, '2025-05-01', { dueDate: '2025-07-01' });
    const late = contract(m.customer.id, '2025-01-10', { dueDate: '2025-06-07' });
    const later = contract(m.customer.id, '2024-12-01', { dueDate: '2025-05-31' });
    const redeemed = contract(m.customer.id, '2025-02-01', { dueDate: '2025-03-01', jnStatus: 'ไถ่ถอนแล้ว' });
    payment(late.jnId, '2025-02-10', 375_50);
    // Another contract's payment must not count towards this one.
    payment(notDue.jnId, '2025-05-20', 99_999_00);
    const list = customerContracts(app.db, m.customer.id, today);
    expect(list.map((c) => [c.jn_id, c.days_overdue, c.is_open])).toEqual([
      [later.jnId, 10, true],
      [late.jnId, 3, true],
      [notDue.jnId, 0, true],
      [redeemed.jnId, 0, false],
    ]);
    // 10 Jan → 10 Jun: 5 whole months at 395.50 (Rate_In + fee) = 1,977.50, one payment of 375.50 made: 1,602
    // by the shop's rule. The law allows 15 % a year: 15,000 × 0.15 × 151 / 365 = 930.82 in all, 555.32 after
    // what was paid, and that is what is owed.
    expect(list[1]).toMatchObject({ monthly_interest: 395.5, interest_owed: 555.32, redeem_today: 15_555.32, ceiling_bites: true });
    expect(list[3]).toMatchObject({ interest_owed: null, redeem_today: null, pay: 'closed' });
    // 3 days late is within the owner's grace (7 days); 10 is not.
    expect(list.map((c) => c.pay)).toEqual(['contact', 'open', 'open', 'closed']);
    // The same answer as one standing each: past the grace, overdue by 3 days, in force, redeemed.
    expect(list.map((c) => [c.standing.code, c.standing.daysOverdue, c.standing.payUntil])).toEqual([
      ['past_grace', 10, '2025-06-07'],
      ['overdue', 3, '2025-06-14'],
      ['in_force', 0, '2025-07-08'],
      ['redeemed', 0, null],
    ]);
  });

  it('answers [] for a member without a customer record and hides other customers', async () => {
    const a = await createVerifiedMember(app);
    contract(a.customer.id, '2025-02-02');
    const noCustomer = await createMember(app, { verificationStatus: 2 });
    expect((await app.inject({ url: '/api/pawn/get-pawn', headers: noCustomer.auth })).json()).toEqual([]);
    const b = await createVerifiedMember(app);
    expect((await app.inject({ url: '/api/pawn/get-pawn', headers: b.auth })).json()).toEqual([]);
  });

  it("gives one contract's payments, newest first, with the slip", async () => {
    const m = await createVerifiedMember(app);
    const c = contract(m.customer.id, '2025-01-01');
    const slip = await storedImage(app, 'slip');
    payment(c.jnId, '2025-02-01', 375_50);
    payment(c.jnId, '2025-03-01', 395_50, slip);
    const res = await app.inject({ url: `/api/pawn/get-pawn/${c.jnId}`, headers: m.auth });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      { pay_date: '2025-03-01', Total: 395.5, pay_type: 'โอน', proof: expect.any(String), principal: 0, kind: null },
      { pay_date: '2025-02-01', Total: 375.5, pay_type: 'โอน', proof: null, principal: 0, kind: null },
    ]);
    const urls = (await app.inject({ url: `/api/pawn/get-pawn/${c.jnId}?images=url`, headers: m.auth })).json();
    expect(urls[0].proof).toMatch(SIGNED_URL);
    const empty = contract(m.customer.id, '2025-04-01');
    expect((await app.inject({ url: `/api/pawn/get-pawn/${empty.jnId}`, headers: m.auth })).json()).toEqual([]);
  });

  it("answers 404 for another customer's contract, an unknown one, or a member without a customer", async () => {
    const owner = await createVerifiedMember(app);
    const c = contract(owner.customer.id, '2025-01-01');
    payment(c.jnId, '2025-02-01', 100_00);
    const stranger = await createVerifiedMember(app);
    const noCustomer = await createMember(app, { verificationStatus: 2 });
    for (const [who, auth, url] of [
      ['stranger', stranger.auth, `/api/pawn/get-pawn/${c.jnId}`],
      ['no customer', noCustomer.auth, `/api/pawn/get-pawn/${c.jnId}`],
      ['unknown', owner.auth, '/api/pawn/get-pawn/NOPE1'],
    ] as const) {
      const res = await app.inject({ url, headers: auth });
      expect(res.statusCode, who).toBe(404);
      expect(res.json().message).toBeTypeOf('string');
    }
    expect((await app.inject({ url: '/api/pawn/get-pawn/bad%20id', headers: owner.auth })).statusCode).toBe(400);
  });

  it('is for verified members only', async () => {
    const m = await createVerifiedMember(app);
    const c = contract(m.customer.id, '2025-01-01');
    await expectVerifiedMemberOnly(app, () => ({ url: '/api/pawn/get-pawn' }));
    await expectVerifiedMemberOnly(app, () => ({ url: `/api/pawn/get-pawn/${c.jnId}` }));
  });
});
