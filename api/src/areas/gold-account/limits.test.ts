import { afterEach, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { schema } from '@goldshop/db';
import { testApp } from '../../test/app';
import { createStaff } from '../../test/factories';
import { goldHarness } from '../../test/gold-support';
import { reconcileGoldLedger } from './reconcile';

describe("the owner's gold limits, in the money rules", async () => {
  const app = await testApp();
  const gold = await goldHarness(app);
  const { setPrice, deposit, decide, saver, funded } = gold;
  const setRules = (payload: Record<string, unknown>, cookies = gold.owner.cookies) =>
    app.inject({ method: 'PUT', url: '/api/content/money-rules', cookies, payload });
  const rules = async () => (await app.inject('/api/content/money-rules')).json();
  const goldRows = () => app.db.select().from(schema.goldTransactions).all().length;

  afterEach(async () => {
    expect((await setRules({ goldMinDeposit: 100, goldDailyLimit: null, goldMaxGrams: null, goldQuoteMinutes: 10 })).statusCode).toBe(200);
    expect(reconcileGoldLedger(app.db)).toEqual([]);
  });

  it('are in the money rules: 100 baht minimum, no limits and a 10-minute quote until the owner sets them; audited; owner only', async () => {
    expect(await rules()).toMatchObject({ goldMinDeposit: 100, goldDailyLimit: null, goldMaxGrams: null, goldQuoteMinutes: 10 });
    const clerk = await createStaff(app, 'staff');
    expect((await setRules({ goldMinDeposit: 500 }, clerk.cookies)).json()).toMatchObject({ code: 'OWNER_ONLY' });
    const res = await setRules({ goldMinDeposit: 500, goldDailyLimit: 20_000, goldMaxGrams: '15.244', goldQuoteMinutes: 5 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ goldMinDeposit: 500, goldDailyLimit: 20_000, goldMaxGrams: '15.2440', goldQuoteMinutes: 5 });
    const last = app.db
      .select()
      .from(schema.auditLog)
      .where(eq(schema.auditLog.entity, 'money_rules'))
      .orderBy(desc(schema.auditLog.id))
      .get()!;
    expect(last.after).toMatchObject({ goldMinDeposit: 500, goldMaxGrams: '15.2440' });
    for (const bad of [
      { goldMinDeposit: 0 },
      { goldDailyLimit: 1.001 },
      { goldMaxGrams: '1.00001' },
      { goldMaxGrams: '0' },
      { goldQuoteMinutes: 0 },
    ]) {
      expect((await setRules(bad)).statusCode, JSON.stringify(bad)).toBe(400);
    }
    expect(await rules()).toMatchObject({ goldMinDeposit: 500, goldDailyLimit: 20_000, goldMaxGrams: '15.2440', goldQuoteMinutes: 5 });
  });

  it('a deposit below the gold minimum is refused in Thai and writes nothing', async () => {
    await setPrice(41_250, 41_150);
    const m = await saver();
    await setRules({ goldMinDeposit: 1000 });
    const before = goldRows();
    const res = await deposit(m.auth, '999.99');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'BELOW_MINIMUM', message: 'ยอดฝากออมทองขั้นต่ำ 1,000 บาท' });
    expect(goldRows()).toBe(before);
    expect((await deposit(m.auth, '1000')).statusCode).toBe(200);
  });

  it("the day's limit counts pending deposits too, and names what is left", async () => {
    await setPrice(41_250, 41_150);
    const m = await saver();
    await setRules({ goldDailyLimit: 10_000 });
    expect((await deposit(m.auth, '6000')).statusCode).toBe(200);
    const over = await deposit(m.auth, '4000.01');
    expect(over.statusCode).toBe(409);
    expect(over.json()).toMatchObject({ code: 'DAILY_LIMIT', message: 'ฝากออมทองได้ไม่เกินวันละ 10,000 บาท วันนี้ฝากได้อีก 4,000 บาท' });
    expect((await deposit(m.auth, '4000')).statusCode).toBe(200);
    // Another member has a day of their own.
    const other = await saver();
    expect((await deposit(other.auth, '10000')).statusCode).toBe(200);
  });

  it('a refused deposit gives its share of the day back', async () => {
    await setPrice(41_250, 41_150);
    const m = await saver();
    await setRules({ goldDailyLimit: 5000 });
    const d = await deposit(m.auth, '5000');
    expect((await deposit(m.auth, '100')).json()).toMatchObject({ code: 'DAILY_LIMIT' });
    expect((await decide(d.json().id, 'reject')).statusCode).toBe(200);
    expect((await deposit(m.auth, '5000')).statusCode).toBe(200);
  });

  it('the grams one member may hold count approved and pending grams and what this deposit buys', async () => {
    await setPrice(41_250, 41_150);
    const m = await funded('20000'); // 7.3910 g approved
    await setRules({ goldMaxGrams: '15.244' });
    expect((await deposit(m.auth, '15000')).statusCode).toBe(200); // 5.5432 g pending: 12.9342 g
    const over = await deposit(m.auth, '7000'); // 2.5868 g more: 15.5210 g
    expect(over.statusCode).toBe(409);
    expect(over.json()).toMatchObject({ code: 'GOLD_LIMIT', message: 'บัญชีออมทองถือทองได้ไม่เกิน 15.2440 กรัมต่อคน' });
    expect((await deposit(m.auth, '6000')).statusCode).toBe(200); // 2.2173 g: 15.1515 g
  });

  it('the quote window follows the owner', async () => {
    await setPrice(41_250, 41_150);
    const m = await funded('5000');
    await setRules({ goldQuoteMinutes: 3 });
    const before = Date.now();
    const q = (await app.inject({ url: '/api/gold-account/sell-quote?grams=1', headers: m.auth })).json();
    expect(Date.parse(q.validUntil) - before).toBeLessThanOrEqual(3 * 60_000 + 5000);
    expect(Date.parse(q.validUntil) - before).toBeGreaterThanOrEqual(3 * 60_000 - 1000);
  });
});
