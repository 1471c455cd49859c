import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { schema } from '@goldshop/db';
import { seedDemo } from '@goldshop/db/seed';
import { quoteLines } from '../../../contract/pawn-quote-lines';
import type { PawnQuote } from '../../../contract/pawn-requests';
import { testApp } from '../../test/app';
import { createVerifiedMember } from '../../test/factories';
import { pawnContract } from '../../test/pawn-support';
import { daysBetween } from './law';

// §499 on every quote a member can ask for (docs/decisions.md "Pawn: the law"): interest and fees collected never
// exceed 15 % a year of the principal outstanding, day by day, from the sale to the end of the period a payment
// covers. Checked against a count of its own, one day at a time, on the demo shop's contracts.

interface Paid {
  payDate: string;
  principalSatang: number;
  totalSatang: number;
}

/** 15 % a year of the principal outstanding on each day after `from` up to `to`, in satang, counted day by day. */
function ceilingDayByDay(net: number, paid: Paid[], from: string, to: string): number {
  let numerator = 0n;
  const start = Date.parse(`${from}T00:00:00Z`);
  for (let d = 1; d <= daysBetween(from, to); d++) {
    const day = new Date(start + d * 86_400_000).toISOString().slice(0, 10);
    const principal = net - paid.filter((p) => p.payDate < day).reduce((s, p) => s + p.principalSatang, 0);
    numerator += BigInt(Math.max(0, principal)) * 15n;
  }
  return Number(numerator / 36_500n);
}

const satang = (baht: number) => Math.round(baht * 100);

describe('the law’s ceiling on every quote', async () => {
  const app = await testApp();
  await seedDemo(app.db);
  const { users, pawnContracts, pawnPayments } = schema;
  const demo2 = app.db.select().from(users).where(eq(users.username, 'demo2')).get()!;
  const auth = { authorization: `Bearer ${await app.tokens.member(demo2.id, false)}` };
  const quote = async (jnId: string, query: string) => {
    const res = await app.inject({ url: `/api/pawn/quote/${jnId}?${query}`, headers: auth });
    return res.statusCode === 200 ? (res.json() as PawnQuote) : null;
  };
  const contracts = app.db.select().from(pawnContracts).where(eq(pawnContracts.customerId, demo2.customerId!)).all();
  const paidOf = (jnId: string): Paid[] => app.db.select().from(pawnPayments).where(eq(pawnPayments.jnId, jnId)).all();

  it('holds for every demo contract: ต่อดอก of 1 to 36 months, ลดต้น of 1,000 and ไถ่ถอน', async () => {
    let checked = 0;
    for (const c of contracts) {
      const paid = paidOf(c.jnId);
      const interestPaid = paid.reduce((s, p) => s + p.totalSatang - p.principalSatang, 0);
      // What the ceiling still leaves by a day (the point-of-sale's history may already have taken more: then nothing).
      const left = (to: string) => Math.max(0, ceilingDayByDay(c.netTotalSatang, paid, c.jnDate, to) - interestPaid);
      for (let months = 1; months <= 36; months++) {
        const q = await quote(c.jnId, `kind=interest&months=${months}`);
        if (!q) continue;
        const charged = satang(q.breakdown.payInterest);
        const label = `${c.jnId} ต่อดอก ${months}`;
        // For exactly the days it buys, and with everything collected since the sale.
        expect(charged, label).toBeLessThanOrEqual(ceilingDayByDay(c.netTotalSatang, paid, c.dueDate, q.newDueDate!));
        expect(charged, label).toBeLessThanOrEqual(left(q.newDueDate!));
        checked++;
      }
      const principal = await quote(c.jnId, 'kind=principal&principal=1000');
      if (principal) {
        expect(satang(principal.breakdown.payInterest), `${c.jnId} ลดต้น`).toBeLessThanOrEqual(left(principal.day));
        checked++;
      }
      // Redemption included: everything the contract ever paid and the redemption price, at most the sale price plus the ceiling.
      const redeem = await quote(c.jnId, 'kind=redeem');
      if (redeem) {
        const everything = paid.reduce((sum, p) => sum + p.totalSatang, 0) + satang(redeem.amount);
        expect(everything, `${c.jnId} ไถ่ถอน`).toBeLessThanOrEqual(
          c.netTotalSatang + ceilingDayByDay(c.netTotalSatang, paid, c.jnDate, redeem.day),
        );
        checked++;
      }
    }
    // The sweep reached contracts that can be paid (not only refusals).
    expect(checked).toBeGreaterThan(100);
  });

  it('caps JN2567-0012’s one month of ต่อดอก at 15 % a year, and says so on the quote', async () => {
    const c = contracts.find((x) => x.jnId === 'JN2567-0012')!;
    const q = (await quote(c.jnId, 'kind=interest&months=1'))!;
    const days = daysBetween(c.dueDate, q.newDueDate!);
    expect(q.amount).toBeLessThanOrEqual(Math.floor((c.netTotalSatang * 15 * days) / 36_500) / 100);
    // 1.25 % a month and the fee, 1,237.51 baht, is above it: the line shows what the law took off.
    expect(q.breakdown.monthlyInterest).toBe(1237.51);
    expect(q.ceiling.bites).toBe(true);
    expect(q.amount + q.ceiling.cut).toBeCloseTo(1237.51, 2);
    expect(quoteLines(q).find((l) => l.key === 'ceiling')?.baht).toBe(-q.ceiling.cut);
    // Twelve months cost at most 15 % of the principal for the year they buy.
    const year = (await quote(c.jnId, 'kind=interest&months=12'))!;
    expect(year.amount).toBeLessThanOrEqual((c.netTotalSatang * 0.15 * (daysBetween(c.dueDate, year.newDueDate!) / 365)) / 100);
  });

  it('caps a contract at 2 % a month on ต่อดอก, with the ceiling line', async () => {
    const m = await createVerifiedMember(app);
    const c = pawnContract(app, m.user.customerId!, { rateInSatang: 190_001, feeSatang: 0 });
    const res = await app.inject({ url: `/api/pawn/quote/${c.jnId}?kind=interest&months=3`, headers: m.auth });
    expect(res.statusCode, res.body).toBe(200);
    const q = res.json() as PawnQuote;
    expect(q.ceiling.bites).toBe(true);
    expect(satang(q.amount)).toBe(Math.floor((c.netTotalSatang * 15 * daysBetween(c.dueDate, q.newDueDate!)) / 36_500));
    expect(quoteLines(q).map((l) => l.key)).toContain('ceiling');
  });
});
