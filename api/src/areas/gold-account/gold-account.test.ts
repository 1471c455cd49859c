import { describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { schema } from '@goldshop/db';
import { testApp } from '../../test/app';
import { createStaff, createVerifiedMember } from '../../test/factories';
import { goldHarness } from '../../test/gold-support';
import { branchId } from '../../test/branch-support';
import { reconcileGoldLedger } from './reconcile';

// The upstream of testApp is unreachable: the price in force is the one the owner enters (a trusted row), through
// the gold harness (api/src/test/gold-support.ts).
describe('the gold account', async () => {
  const app = await testApp();
  const { staff, setPrice, deposit, decide, account, saver, funded } = await goldHarness(app);
  const owner = await createStaff(app, 'owner');
  const pause = (paused: boolean) =>
    app.inject({ method: 'PUT', url: '/api/gold-price/pause', cookies: owner.cookies, payload: { paused } });
  const offer = (on: 0 | 1) =>
    app.inject({ method: 'PUT', url: '/api/content/gold-visible', cookies: owner.cookies, payload: { isVisible: on } });
  const open = (auth: Record<string, string>, branch = branchId(app)) =>
    app.inject({ method: 'POST', url: '/api/gold-account/open', headers: auth, payload: { branch_id: branch } });
  const withdraw = (auth: Record<string, string>, salueng: number) =>
    app.inject({ method: 'POST', url: '/api/gold-account/withdrawals', headers: auth, payload: { salueng } });

  it('is closed until the owner offers it, and opens once per verified member at a branch', async () => {
    // The harness offers the service; switched off, it is closed again.
    expect((await offer(0)).statusCode).toBe(200);
    const m = await createVerifiedMember(app);
    const closed = await open(m.auth);
    expect(closed.statusCode).toBe(403);
    expect(closed.json()).toMatchObject({ code: 'GOLD_NOT_OFFERED', message: 'ร้านยังไม่เปิดบริการออมทองเป็นน้ำหนัก' });
    expect((await offer(1)).statusCode).toBe(200);
    const res = await open(m.auth, branchId(app, 'หาดสำราญ'));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ branchId: branchId(app, 'หาดสำราญ'), status: 'active' });
    expect((await open(m.auth)).json()).toMatchObject({ code: 'ALREADY_OPEN' });
    expect(await account(m.auth)).toMatchObject({ grams: '0.0000', bahtWeight: '0.0000 กรัม', ledger: [], requests: [] });
  });

  it('quotes and prices a deposit at the sell-out price received, and credits those grams even after the price moves', async () => {
    await setPrice(41_250, 41_150);
    const m = await saver();
    const quote = await app.inject({ url: '/api/gold-account/quote?amount=5000', headers: m.auth });
    expect(quote.json()).toEqual({ price: 41_250, priceAt: expect.any(String), grams: '1.8477' });

    const d = await deposit(m.auth, '5000', 'k-1');
    expect(d.statusCode, d.body).toBe(200);
    expect(d.json()).toMatchObject({ kind: 'deposit', status: 'pending', grams: '1.8477', amount: 5000, price: 41_250 });
    // Nothing credited while pending.
    expect((await account(m.auth)).grams).toBe('0.0000');

    await setPrice(43_850.5, 43_750.5);
    const approved = await decide(d.json().id, 'approve');
    expect(approved.statusCode, approved.body).toBe(200);
    const a = await account(m.auth);
    expect(a).toMatchObject({ grams: '1.8477', bahtWeight: '1.8477 กรัม', cost: 5000 });
    expect(a.ledger).toEqual([expect.objectContaining({ kind: 'deposit', grams: '1.8477', amount: 5000, price: 41_250 })]);
    // 18,477 units at the 43,750.50 buy-back: 5,302.92… baht, down to the satang; the gain against 5,000.
    expect(a.valueAtBuyback).toBe(5302.92);
    expect(a.gain).toBe(302.92);
    expect(a.gainPercent).toBe(6.06);
    const row = app.db.select().from(schema.goldLedger).where(eq(schema.goldLedger.transactionId, d.json().id)).get()!;
    expect(row).toMatchObject({ units: 18_477, amountSatang: 500_000, priceSatang: 4_125_000 });

    // The same key and request answers the first deposit; approving twice is refused.
    expect((await decide(d.json().id, 'approve')).json()).toMatchObject({ code: 'ALREADY_DECIDED' });
    expect(reconcileGoldLedger(app.db)).toEqual([]);
  });

  it('prices from the newest stored price at once, not a cached one', async () => {
    await setPrice(41_250, 41_150);
    const m = await saver();
    expect((await app.inject({ url: '/api/gold-price/latest' })).statusCode).toBe(200);
    await setPrice(43_850.5, 43_750.5);
    expect((await app.inject({ url: '/api/gold-account/quote?amount=5000', headers: m.auth })).json()).toMatchObject({
      price: 43_850.5,
      grams: '1.7381',
    });
    expect((await deposit(m.auth, '5000')).json()).toMatchObject({ grams: '1.7381', price: 43_850.5 });
  });

  it('refuses a gold deposit in Thai while prices are paused, and changes nothing', async () => {
    await setPrice(41_250, 41_150);
    const m = await saver();
    expect((await pause(true)).statusCode).toBe(200);
    try {
      const before = app.db.select().from(schema.goldTransactions).all().length;
      const res = await deposit(m.auth, '5000');
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ code: 'PRICES_PAUSED', message: expect.stringMatching(/พักราคาทอง/) });
      expect((await app.inject({ url: '/api/gold-account/quote?amount=5000', headers: m.auth })).statusCode).toBe(409);
      expect(app.db.select().from(schema.goldTransactions).all()).toHaveLength(before);
    } finally {
      expect((await pause(false)).statusCode).toBe(200);
    }
  });

  it('a rejected deposit credits nothing', async () => {
    await setPrice(41_250, 41_150);
    const m = await saver();
    const d = await deposit(m.auth, '1000');
    const res = await decide(d.json().id, 'reject');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'rejected', note: 'สลิปไม่ชัด' });
    expect(await account(m.auth)).toMatchObject({ grams: '0.0000', ledger: [] });
    expect(reconcileGoldLedger(app.db)).toEqual([]);
  });

  it('1 สลึง reserves 3.8110 g of the available grams, a rejection releases it, an approval takes it', async () => {
    await setPrice(41_250, 41_150);
    const m = await funded('25000'); // 9.2387 g: two สลึง and some
    expect((await account(m.auth)).grams).toBe('9.2387');
    const w = await withdraw(m.auth, 1);
    expect(w.statusCode, w.body).toBe(200);
    expect(w.json()).toMatchObject({ kind: 'withdraw_bar', status: 'pending', grams: '3.8110' });
    expect(await account(m.auth)).toMatchObject({ grams: '9.2387', reservedGrams: '3.8110', availableGrams: '5.4277' });
    const over = await withdraw(m.auth, 2);
    expect(over.statusCode).toBe(409);
    expect(over.json()).toMatchObject({ code: 'NOT_ENOUGH_GOLD' });

    expect((await decide(w.json().id, 'reject')).statusCode).toBe(200);
    expect(await account(m.auth)).toMatchObject({ reservedGrams: '0.0000', availableGrams: '9.2387' });

    const w2 = await withdraw(m.auth, 2);
    expect(w2.statusCode).toBe(200);
    expect((await decide(w2.json().id, 'approve')).statusCode).toBe(200);
    const a = await account(m.auth);
    expect(a).toMatchObject({ grams: '1.6167', reservedGrams: '0.0000' });
    expect(a.ledger[0]).toMatchObject({ kind: 'withdraw_bar', grams: '-7.6220' });
    expect(reconcileGoldLedger(app.db)).toEqual([]);
  });

  it('two requests at once for more than the balance: exactly one is reserved', async () => {
    await setPrice(41_250, 41_150);
    const m = await funded('20000'); // 7.3910 g: one สลึง fits, two (7.6220 g) do not
    const answers = await Promise.all([withdraw(m.auth, 1), withdraw(m.auth, 1)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const held = app.db.select().from(schema.goldTransactions).where(eq(schema.goldTransactions.userId, m.user.id)).all();
    expect(held.filter((t) => t.kind === 'withdraw_bar')).toHaveLength(1);
    expect(await account(m.auth)).toMatchObject({ reservedGrams: '3.8110', availableGrams: '3.5800' });
  });

  it('staff see only their branches; another branch’s request is 403 OTHER_BRANCH and changes nothing', async () => {
    await setPrice(41_250, 41_150);
    const m = await saver(); // at นาวง
    const d = await deposit(m.auth, '1000');
    const elsewhere = await createStaff(app, 'staff', undefined, [branchId(app, 'เขาวิเศษ')]);
    const list = await app.inject({ url: '/api/admin/gold-account/transactions?status=pending', cookies: elsewhere.cookies });
    expect(list.statusCode).toBe(200);
    expect(list.json().data.map((r: { id: number }) => r.id)).not.toContain(d.json().id);
    expect((await decide(d.json().id, 'approve', elsewhere.cookies)).json()).toMatchObject({ code: 'OTHER_BRANCH' });
    const mine = await app.inject({ url: '/api/admin/gold-account/transactions?status=pending&pageSize=100', cookies: staff.cookies });
    expect(mine.json().data.map((r: { id: number }) => r.id)).toContain(d.json().id);
    expect(app.db.select().from(schema.goldTransactions).where(eq(schema.goldTransactions.id, d.json().id)).get()!.status).toBe('pending');
  });

  it('refuses bad input with a Thai 4xx and changes nothing', async () => {
    await setPrice(41_250, 41_150);
    const m = await saver();
    const before = app.db.select().from(schema.goldTransactions).all().length;
    for (const amount of ['-5', '1.234', 'abc', '0']) expect((await deposit(m.auth, amount)).statusCode).toBe(400);
    for (const salueng of [0, -1, 1.5]) expect((await withdraw(m.auth, salueng)).statusCode).toBe(400);
    expect((await withdraw(m.auth, 1)).json()).toMatchObject({ code: 'NOT_ENOUGH_GOLD' });
    const stranger = await createVerifiedMember(app);
    expect((await app.inject({ url: '/api/gold-account', headers: stranger.auth })).statusCode).toBe(404);
    expect((await deposit(stranger.auth, '1000')).json()).toMatchObject({ code: 'NO_GOLD_ACCOUNT' });
    expect(app.db.select().from(schema.goldTransactions).all()).toHaveLength(before);
    expect(reconcileGoldLedger(app.db)).toEqual([]);
  });
});

describe("the owner's exposure", async () => {
  const app = await testApp();
  const owner = await createStaff(app, 'owner');
  const staff = await createStaff(app);
  const exposure = (cookies = owner.cookies) => app.inject({ url: '/api/admin/gold-account/exposure', cookies });
  const setAside = (grams: unknown, cookies = owner.cookies) =>
    app.inject({ method: 'PUT', url: '/api/admin/gold-account/set-aside', cookies, payload: { grams } });

  it('compares the grams the ledger owes with the grams set aside; the owner records them, audited; staff may not', async () => {
    const m = await createVerifiedMember(app);
    const a = app.db
      .insert(schema.goldAccounts)
      .values({ userId: m.user.id, branchId: branchId(app) })
      .returning()
      .get();
    const t = app.db
      .insert(schema.goldTransactions)
      .values({
        userId: m.user.id,
        accountId: a.id,
        kind: 'deposit',
        status: 'approved',
        units: 18_477,
        amountSatang: 500_000,
        priceSatang: 4_125_000,
      })
      .returning()
      .get();
    app.db
      .insert(schema.goldLedger)
      .values({ userId: m.user.id, transactionId: t.id, units: 18_477, amountSatang: 500_000, priceSatang: 4_125_000 })
      .run();

    expect((await exposure()).json()).toEqual({ owedGrams: '1.8477', setAsideGrams: '0.0000', short: true });
    expect((await exposure(staff.cookies)).statusCode).toBe(403);
    expect((await setAside('2', staff.cookies)).statusCode).toBe(403);
    for (const bad of ['1.00001', '-1', 'abc', 2]) expect((await setAside(bad)).statusCode).toBe(400);
    const res = await setAside('2.5');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ owedGrams: '1.8477', setAsideGrams: '2.5000', short: false });
    const last = app.db.select().from(schema.auditLog).orderBy(desc(schema.auditLog.id)).limit(1).get()!;
    expect(last).toMatchObject({ action: 'gold_account.set_aside', staffId: owner.staff.id });
  });
});
