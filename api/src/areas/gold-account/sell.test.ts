import { afterEach, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { schema } from '@goldshop/db';
import { testApp } from '../../test/app';
import { goldHarness } from '../../test/gold-support';
import { reconcileGoldLedger } from './reconcile';

const BANK = { bank: 'กสิกรไทย', accountName: 'สมาชิก ทดสอบ', accountNumber: '123-4-56789-0' };

describe('selling grams back', async () => {
  const app = await testApp();
  const gold = await goldHarness(app);
  const { setPrice, decide, account, funded } = gold;
  type Auth = Record<string, string>;

  const quote = (auth: Auth, grams: string) => app.inject({ url: `/api/gold-account/sell-quote?grams=${grams}`, headers: auth });
  const sell = (auth: Auth, payload: Record<string, unknown>) =>
    app.inject({ method: 'POST', url: '/api/gold-account/sell', headers: auth, payload: { ...BANK, ...payload } });
  /** Quote, then sell at exactly what was quoted. */
  const quotedSell = async (auth: Auth, grams: string) => {
    const q = (await quote(auth, grams)).json();
    return sell(auth, { grams, amount: q.amount, validUntil: q.validUntil });
  };
  const rowsOf = (userId: number) => app.db.select().from(schema.goldTransactions).where(eq(schema.goldTransactions.userId, userId)).all();

  afterEach(() => {
    vi.useRealTimers();
    expect(reconcileGoldLedger(app.db)).toEqual([]);
  });

  it('quotes at the bar buy-back price, the baht rounded down to the satang, holding for 10 minutes', async () => {
    await setPrice(41_350, 41_250);
    const m = await funded('1000');
    const before = Date.now();
    const q = await quote(m.auth, '1');
    expect(q.statusCode, q.body).toBe(200);
    // 1 g × 41,250.00 ÷ 15.244 g = 2,705.982… baht → 2,705.98
    expect(q.json()).toMatchObject({ price: 41_250, grams: '1.0000', amount: 2705.98 });
    const until = Date.parse(q.json().validUntil);
    expect(until - before).toBeGreaterThanOrEqual(10 * 60_000 - 1000);
    expect(until - before).toBeLessThanOrEqual(10 * 60_000 + 5000);
    expect((await quote(m.auth, '1.8477')).json().amount).toBe(4999.84);

    await setPrice(43_950.5, 43_850.5);
    // 1 g × 43,850.50 ÷ 15.244 g = 2,876.574… baht → 2,876.57; never up.
    expect((await quote(m.auth, '1')).json()).toMatchObject({ price: 43_850.5, amount: 2876.57 });
    expect((await quote(m.auth, '0.0001')).json()).toMatchObject({ amount: 0.28 });

    for (const bad of ['0', '-1', '1.00001', 'abc', '']) expect((await quote(m.auth, bad)).statusCode).toBe(400);
  });

  it('reserves the grams and waits for staff, who pay the quoted amount out of the ledger', async () => {
    await setPrice(41_350, 41_250);
    const m = await funded('25000'); // 9.2163 g at 41,350
    const held = (await account(m.auth)).grams;
    const s = await quotedSell(m.auth, '1');
    expect(s.statusCode, s.body).toBe(200);
    expect(s.json()).toMatchObject({ kind: 'sell', status: 'pending', grams: '1.0000', amount: 2705.98, price: 41_250 });
    expect(s.json().validUntil).toEqual(expect.any(String));
    expect(await account(m.auth)).toMatchObject({ grams: held, reservedGrams: '1.0000' });

    const queue = await app.inject({
      url: '/api/admin/gold-account/transactions?status=pending&kind=sell&pageSize=100',
      cookies: gold.staff.cookies,
    });
    expect(queue.json().data).toContainEqual(
      expect.objectContaining({ id: s.json().id, kind: 'sell', amount: 2705.98, bank: 'กสิกรไทย', accountNumber: '123-4-56789-0' }),
    );

    const ok = await decide(s.json().id, 'approve');
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ status: 'approved' });
    const a = await account(m.auth);
    expect(a).toMatchObject({ reservedGrams: '0.0000' });
    expect(a.ledger[0]).toMatchObject({ kind: 'sell', grams: '-1.0000', amount: -2705.98, price: 41_250 });
  });

  it('a PromptPay payout carries the QR for exactly the amount; a bad destination is a Thai 400', async () => {
    await setPrice(41_350, 41_250);
    const m = await funded('5000');
    const q = (await quote(m.auth, '1')).json();
    const s = await sell(m.auth, { grams: '1', amount: q.amount, bank: 'พร้อมเพย์', accountNumber: '089-123-4567' });
    expect(s.statusCode, s.body).toBe(200);
    const row = (await app.inject({ url: '/api/admin/gold-account/transactions?kind=sell&pageSize=100', cookies: gold.staff.cookies }))
      .json()
      .data.find((r: { id: number }) => r.id === s.json().id);
    expect(row.payoutPromptpay).toContain('0066891234567');
    expect(row.payoutPromptpay).toContain('54072705.98');
    const before = rowsOf(m.user.id).length;
    const bad = await sell(m.auth, { grams: '1', amount: q.amount, bank: 'ธนาคารที่ไม่มี' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'BAD_BANK', message: expect.stringMatching(/ธนาคาร/) });
    expect((await sell(m.auth, { grams: '1', amount: 1.234 })).statusCode).toBe(400);
    expect(rowsOf(m.user.id)).toHaveLength(before);
  });

  it('a quote that moved or ran out is a 409 in Thai and writes nothing', async () => {
    await setPrice(41_350, 41_250);
    const m = await funded('5000');
    const q = (await quote(m.auth, '1')).json();
    const before = rowsOf(m.user.id).length;
    await setPrice(41_450, 41_350);
    const moved = await sell(m.auth, { grams: '1', amount: q.amount, validUntil: q.validUntil });
    expect(moved.statusCode).toBe(409);
    expect(moved.json()).toMatchObject({ code: 'QUOTE_MOVED', message: expect.stringMatching(/ราคารับซื้อเปลี่ยนแล้ว/) });

    const fresh = (await quote(m.auth, '1')).json();
    vi.useFakeTimers({ toFake: ['Date'], now: Date.parse(fresh.validUntil) + 1000 });
    const late = await sell(m.auth, { grams: '1', amount: fresh.amount, validUntil: fresh.validUntil });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ code: 'QUOTE_EXPIRED', message: expect.stringMatching(/หมดเวลา/) });
    expect(rowsOf(m.user.id)).toHaveLength(before);
  });

  it('approved after the window: the same baht is paid as quoted, other baht go back to the member as a re-quote', async () => {
    await setPrice(41_350, 41_250);
    const m = await funded('25000');
    const same = (await quotedSell(m.auth, '1')).json();
    const moves = (await quotedSell(m.auth, '2')).json();
    expect(await account(m.auth)).toMatchObject({ reservedGrams: '3.0000' });

    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 11 * 60_000 });
    expect((await decide(same.id, 'approve')).json()).toMatchObject({ status: 'approved', amount: 2705.98 });

    await setPrice(41_450, 41_350);
    const late = await decide(moves.id, 'approve');
    expect(late.statusCode, late.body).toBe(200);
    // 2 g at 41,350.00: 5,425.08… → 5,425.08 instead of the 5,411.96 quoted.
    expect(late.json()).toMatchObject({ status: 'requote', amount: 5411.96, note: expect.stringMatching(/5,425\.08 บาท/) });
    const a = await account(m.auth);
    expect(a).toMatchObject({ reservedGrams: '0.0000' });
    expect(a.ledger.filter((l: { kind: string }) => l.kind === 'sell')).toHaveLength(1);
    expect(a.requests.find((r: { id: number }) => r.id === moves.id)).toMatchObject({ status: 'requote' });
    expect((await decide(moves.id, 'approve')).json()).toMatchObject({ code: 'ALREADY_DECIDED' });
    // The member is asked in LINE (and the app's messages) to sell again at the new figure; the paid one is told so.
    const news = app.db.select().from(schema.memberMessages).where(eq(schema.memberMessages.userId, m.user.id)).all();
    expect(news.find((x) => x.dedupeKey === `gold-requote:${moves.id}`)?.text).toMatch(/5,425\.08 บาท/);
    expect(news.find((x) => x.dedupeKey === `gold-approved:${same.id}`)?.text).toContain('2,705.98 บาท');

    // The member accepts by selling again at the new quote.
    vi.useRealTimers();
    const again = await quotedSell(m.auth, '2');
    expect(again.json()).toMatchObject({ status: 'pending', amount: 5425.08 });
  });

  it('a rejection frees the grams and pays nothing', async () => {
    await setPrice(41_350, 41_250);
    const m = await funded('5000');
    const s = (await quotedSell(m.auth, '1')).json();
    expect((await decide(s.id, 'reject')).json()).toMatchObject({ status: 'rejected' });
    expect(await account(m.auth)).toMatchObject({ reservedGrams: '0.0000' });
    expect((await account(m.auth)).ledger.filter((l: { kind: string }) => l.kind === 'sell')).toEqual([]);
  });

  it('two sales at once for more than the balance: exactly one is reserved', async () => {
    await setPrice(41_350, 41_250);
    const m = await funded('5000'); // 1.8432 g: one 1 g sale fits, two do not
    const q = (await quote(m.auth, '1')).json();
    const body = { grams: '1', amount: q.amount, validUntil: q.validUntil };
    const answers = await Promise.all([sell(m.auth, body), sell(m.auth, body)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((r) => r.statusCode === 409)!.json()).toMatchObject({ code: 'NOT_ENOUGH_GOLD' });
    expect(rowsOf(m.user.id).filter((t) => t.kind === 'sell')).toHaveLength(1);
    expect(await account(m.auth)).toMatchObject({ reservedGrams: '1.0000' });
  });

  it('a sale is refused while prices are paused', async () => {
    await setPrice(41_350, 41_250);
    const m = await funded('5000');
    const q = (await quote(m.auth, '1')).json();
    const pause = (paused: boolean) =>
      app.inject({ method: 'PUT', url: '/api/gold-price/pause', cookies: gold.owner.cookies, payload: { paused } });
    expect((await pause(true)).statusCode).toBe(200);
    try {
      expect((await quote(m.auth, '1')).json()).toMatchObject({ code: 'PRICES_PAUSED' });
      expect((await sell(m.auth, { grams: '1', amount: q.amount })).json()).toMatchObject({ code: 'PRICES_PAUSED' });
    } finally {
      expect((await pause(false)).statusCode).toBe(200);
    }
  });
});
