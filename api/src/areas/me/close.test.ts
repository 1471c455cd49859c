import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { schema } from '@goldshop/db';
import type { App } from '../../build-app';
import { testApp } from '../../test/app';
import { createMember, createStaff, createVerifiedMember } from '../../test/factories';
import { fund } from '../../test/money-support';
import { bangkokToday } from '../../lib/dates';
import { immediate } from '../../lib/tx';
import { approveTransaction } from '../saving/ledger';
import { purgeDateFrom } from './close';
import { CLOSE_BLOCKER_TEXT } from '../../../contract/me';
import { freshId, requestFor } from '../../test/verification-support';
import { purgeDue } from './purge';
import { memberWithEverything, settleSavings } from '../../test/member-with-everything';
import { branchId } from '../../test/branch-support';

const close = (app: App, auth: Record<string, string>, body: object = { confirm: true, password: 'demo1234' }) =>
  app.inject({ method: 'POST', url: '/api/me/close', headers: auth, payload: body });
const userRow = (app: App, id: number) => app.db.select().from(schema.users).where(eq(schema.users.id, id)).get()!;
const lineLogin = (app: App, userId: string) => app.inject({ method: 'POST', url: '/api/auth/line-login', payload: { userId } });

describe('POST /api/me/close', async () => {
  const app = await testApp({ signinRateLimit: 100 });
  const staff = await createStaff(app);
  const owner = await createStaff(app, 'owner');

  it('is refused with a balance, and changes nothing', async () => {
    const m = await createVerifiedMember(app);
    await fund(app, m.user.id, 10_000);
    const before = userRow(app, m.user.id);
    const res = await close(app, m.auth);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'MONEY_OWED' });
    expect(res.json().message).toContain('ยอดเงินออมทองประเภทที่ 1 คงเหลือ');
    expect(userRow(app, m.user.id)).toEqual(before);
    expect((await app.inject({ url: '/api/me/account', headers: m.auth })).statusCode).toBe(200);
  });

  it('is refused while a request waits, a withdrawal is on its way, a type 2 contract runs or a pawn contract is open', async () => {
    const pending = await createVerifiedMember(app);
    app.db.insert(schema.savingTransactions).values({ userId: pending.user.id, kind: 'deposit', amountSatang: 10_000 }).run();
    const down = await createVerifiedMember(app);
    app.db
      .insert(schema.downRequests)
      .values({ userId: down.user.id, status: 'approved', branchId: branchId(app) })
      .run();
    const pawn = await createVerifiedMember(app);
    app.db
      .insert(schema.pawnContracts)
      .values({
        jnId: `JN-OPEN-${pawn.user.id}`,
        branchId: branchId(app),
        customerId: pawn.customer.id,
        jnDate: '2026-01-01',
        netTotalSatang: 100_000,
        rateInSatang: 100,
        jnStatus: 'ปกติ',
        dueDate: '2026-06-01',
      })
      .run();
    // Approved and taken off the balance, but the goods are not yet shipped: the shop still owes them.
    const shipping = await createVerifiedMember(app);
    await fund(app, shipping.user.id, 10_000);
    const goods = app.db
      .insert(schema.savingTransactions)
      .values({
        userId: shipping.user.id,
        kind: 'withdraw_goods',
        amountSatang: 10_000,
        isDelivery: 'จัดส่ง',
        deliveryName: 'ผู้รับ',
        deliveryPhone: '0812345678',
        deliveryAddress: '1 ถนนทอง',
      })
      .returning()
      .get();
    await immediate(app.db, (tx) => approveTransaction(tx, goods.id, staff.staff.id));
    app.db.update(schema.savingTransactions).set({ fulfilment: 'prepared' }).where(eq(schema.savingTransactions.id, goods.id)).run();
    for (const [m, words] of [
      [pending, 'รอร้านตรวจสอบ'],
      [down, 'ออมทองประเภทที่ 2'],
      [pawn, 'ขายฝาก'],
      [shipping, 'ส่งมอบทองหรือโอนเงิน'],
    ] as const) {
      const res = await close(app, m.auth);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toContain(words);
      expect(userRow(app, m.user.id).closedAt).toBeNull();
    }
  });

  it('/account says what blocks closing and what it would keep, before anything is asked', async () => {
    const closing = async (auth: Record<string, string>) => (await app.inject({ url: '/api/me/account', headers: auth })).json().closing;
    // Never verified, nothing sent: nothing blocks, and no ID photos or money records would be kept.
    const fresh = await createMember(app);
    expect(await closing(fresh.auth)).toEqual({ blockers: [], keeps: { identity: false, records: false } });
    // A verification sent (its photos are the evidence the law keeps), even if refused.
    const tried = await createMember(app);
    await requestFor(app, tried.user.id, freshId(), 'rejected');
    expect((await closing(tried.auth)).keeps).toEqual({ identity: true, records: false });
    // Money in the savings: the blocker, in the words the refusal uses.
    const saver = await createVerifiedMember(app);
    await fund(app, saver.user.id, 10_000);
    expect(await closing(saver.auth)).toEqual({ blockers: ['saving_balance'], keeps: { identity: true, records: true } });
    const refused = await close(app, saver.auth);
    expect(refused.json().message).toBe(`ยังปิดบัญชีไม่ได้: ${CLOSE_BLOCKER_TEXT.saving_balance}`);
  });

  it('needs the member proven again: no proof, a wrong password, another LINE account are 400 and change nothing', async () => {
    const m = await createMember(app, { lineUserId: `U${'b'.repeat(32)}` });
    for (const body of [
      { confirm: true },
      { confirm: true, password: 'wrong-password' },
      { confirm: true, userId: `U${'c'.repeat(32)}` },
    ]) {
      const res = await close(app, m.auth, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/[ก-๙]/);
    }
    expect((await close(app, m.auth, { password: 'demo1234' })).statusCode).toBe(400);
    expect(userRow(app, m.user.id).closedAt).toBeNull();
  });

  it('closes a fresh account: its tokens are 401, sign-in and LINE log-in refused, the LINE link and optional data gone', async () => {
    const lineId = `U${'d'.repeat(32)}`;
    const m = await createMember(app, { lineUserId: lineId, username: 'leaving1' });
    app.db.insert(schema.memberConsents).values({ userId: m.user.id, kind: 'line_promotions', given: true }).run();
    // A visit still booked for something no longer waiting (nothing blocks closing): cancelled with the account.
    const visit = app.db
      .insert(schema.pickups)
      .values({
        userId: m.user.id,
        what: 'pawn-redeem',
        ref: 999_999,
        branchId: branchId(app),
        startAt: '2030-01-02T03:00:00.000Z',
        endAt: '2030-01-02T03:30:00.000Z',
      })
      .returning()
      .get();
    // A piece reserved (no deposit, nothing owed): released for other customers when the account closes.
    const product = app.db
      .insert(schema.products)
      .values({ code: `CL-${m.user.id}`, weight: 1, unit: 'สลึง', catId: 2 })
      .returning()
      .get();
    const reserved = app.db
      .insert(schema.reservations)
      .values({ userId: m.user.id, productId: product.id, productCode: product.code, branchId: branchId(app), status: 'confirmed' })
      .returning()
      .get();
    const res = await close(app, m.auth);
    expect(res.statusCode).toBe(200);
    expect(app.db.select().from(schema.reservations).where(eq(schema.reservations.id, reserved.id)).get()).toMatchObject({
      status: 'cancelled',
      reason: 'ปิดบัญชีสมาชิก',
    });
    expect(res.json().purgeAfter).toBe(purgeDateFrom(bangkokToday()));
    expect(Number(res.json().purgeAfter.slice(0, 4))).toBe(Number(bangkokToday().slice(0, 4)) + 5);

    expect((await app.inject({ url: '/api/me/account', headers: m.auth })).statusCode).toBe(401);
    const signin = await app.inject({ method: 'POST', url: '/api/auth/signin', payload: { username: 'leaving1', password: 'demo1234' } });
    expect(signin.statusCode).toBe(401);
    const line = await lineLogin(app, lineId);
    expect(line.statusCode).toBe(403);
    expect(line.json()).toMatchObject({ code: 'ACCOUNT_CLOSED' });
    // No new account was opened beside the closed one.
    expect(app.db.select().from(schema.users).where(eq(schema.users.lineUserId, lineId)).all()).toEqual([]);

    const row = userRow(app, m.user.id);
    expect(row).toMatchObject({ lineUserId: null, lineName: null, passwordHash: null });
    expect(row.closedAt).not.toBeNull();
    expect(app.db.select().from(schema.memberConsents).where(eq(schema.memberConsents.userId, m.user.id)).all()).toEqual([]);
    expect(app.db.select().from(schema.pickups).where(eq(schema.pickups.id, visit.id)).get()!.status).toBe('cancelled');
    // A token made now (as a sign-in would) is refused too.
    expect(
      (await app.inject({ url: '/api/me/account', headers: { authorization: `Bearer ${await app.tokens.member(m.user.id, false)}` } }))
        .statusCode,
    ).toBe(401);
  });

  it('closes a LINE-only account proven by LINE', async () => {
    const lineId = `U${'e'.repeat(32)}`;
    const token = (await lineLogin(app, lineId)).json().token as string;
    const res = await close(app, { authorization: `Bearer ${token}` }, { confirm: true, userId: lineId });
    expect(res.statusCode).toBe(200);
    expect((await lineLogin(app, lineId)).statusCode).toBe(403);
  });

  it('staff see the member as closed; only the owner opens their kept evidence', async () => {
    const m = await memberWithEverything(app, staff.staff.id);
    // Withdraw all that is left, as staff would approve it, so nothing is owed.
    await settleSavings(app, m.user.id, staff.staff.id);
    expect((await close(app, m.auth)).statusCode).toBe(200);

    const listed = (await app.inject({ url: `/api/admin/members?pageSize=100`, cookies: staff.cookies }))
      .json()
      .data.find((r: { id: number }) => r.id === m.user.id);
    expect(listed.closedAt).toMatch(/^\d{4}-/);
    const views = () => app.db.select().from(schema.sensitiveAccessLog).where(eq(schema.sensitiveAccessLog.userId, m.user.id)).all().length;
    const seen = views();
    const refused = await app.inject({ url: `/api/admin/verifications/${m.request.id}`, cookies: staff.cookies });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'CLOSED_ACCOUNT' });
    expect((await app.inject({ url: `/api/admin/saving/transactions/${m.withdrawal.id}`, cookies: staff.cookies })).statusCode).toBe(403);
    expect(views()).toBe(seen);
    expect((await app.inject({ url: `/api/admin/verifications/${m.request.id}`, cookies: owner.cookies })).statusCode).toBe(200);
    expect(views()).toBeGreaterThan(seen);
  });
});

describe('the purge of closed accounts', async () => {
  const app = await testApp();
  const staff = await createStaff(app);
  const m = await memberWithEverything(app, staff.staff.id);
  await settleSavings(app, m.user.id, staff.staff.id);
  const closed = await close(app, m.auth);
  const purgeAfter: string = closed.json().purgeAfter;
  const ledgerBefore = app.db.select().from(schema.savingLedger).where(eq(schema.savingLedger.userId, m.user.id)).all();
  const bytes = (hash: string) =>
    app.db.select({ n: sql<number>`length(bytes)` }).from(schema.images).where(eq(schema.images.hash, hash)).get()!.n;

  it('leaves everything before the purge date', async () => {
    expect(await purgeDue(app.db, bangkokToday())).toEqual({ members: 0, images: 0 });
    expect(bytes(m.images.idCard)).toBeGreaterThan(0);
  });

  it('at a date past the purge date removes the images and personal fields, keeps the amounts, and logs it', async () => {
    const link = app.images.signedPath(m.images.idCard);
    expect((await app.inject({ url: link })).statusCode).toBe(200);
    const done = await purgeDue(app.db, purgeAfter);
    expect(done.members).toBe(1);
    expect(done.images).toBeGreaterThanOrEqual(3);
    for (const hash of Object.values(m.images)) expect(bytes(hash)).toBe(0);
    expect((await app.inject({ url: link })).statusCode).toBe(404);

    const customer = app.db.select().from(schema.customers).where(eq(schema.customers.id, m.customer.id)).get()!;
    expect(customer).toMatchObject({ name: 'ลบข้อมูลแล้ว', tel: '', address: '', email: null });
    expect(customer.card).not.toContain(m.card);
    const request = app.db.select().from(schema.verificationRequests).where(eq(schema.verificationRequests.id, m.request.id)).get()!;
    expect(request.nationalId).not.toBe(m.card);
    const withdrawal = app.db.select().from(schema.savingTransactions).where(eq(schema.savingTransactions.id, m.withdrawal.id)).get()!;
    expect(withdrawal).toMatchObject({ accountName: null, accountNumber: null, amountSatang: 50_000 });
    expect(userRow(app, m.user.id)).toMatchObject({ username: null, closedLineHash: null });
    expect(
      app.db
        .select()
        .from(schema.memberMessages)
        .where(eq(schema.memberMessages.userId, m.user.id))
        .all()
        .map((r) => r.text),
    ).toEqual(['']);

    // The books: every ledger row and amount as it was, the type 2 and pawn amounts too.
    expect(app.db.select().from(schema.savingLedger).where(eq(schema.savingLedger.userId, m.user.id)).all()).toEqual(ledgerBefore);
    expect(app.db.select().from(schema.downPayments).where(eq(schema.downPayments.userId, m.user.id)).get()!.amountSatang).toBe(3_000_000);
    expect(app.db.select().from(schema.pawnPayments).where(eq(schema.pawnPayments.jnId, m.jnId)).get()!.totalSatang).toBe(20_000);
    const logged = app.db.select().from(schema.auditLog).where(eq(schema.auditLog.action, 'purge')).all();
    expect(logged.map((r) => r.entityId)).toEqual([String(m.user.id)]);

    // Once: a second run finds nothing.
    expect(await purgeDue(app.db, purgeAfter)).toEqual({ members: 0, images: 0 });
  });
});
