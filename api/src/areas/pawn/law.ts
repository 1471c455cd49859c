/*
 * The limits Thai law sets on ขายฝาก of movables (Civil and Commercial Code), as pure functions of dates in
 * Bangkok's calendar (YYYY-MM-DD) and money in satang (docs/decisions.md "Pawn: the law"):
 * - §494/§495: redemption no later than 3 years from the sale; a longer term is cut to 3 years;
 * - §496: extensions any number of times, never past that limit;
 * - §499: the redemption price never above the sale price plus 15 % a year.
 * The shop's own interest rule (whole months, or half a month for 1–15 days) applies below the ceiling.
 */

const DAY_MS = 86_400_000;
const parts = (date: string) => date.split('-').map(Number) as [number, number, number];
const pad = (n: number) => String(n).padStart(2, '0');
const daysInMonth = (y: number, m: number) => new Date(Date.UTC(y, m, 0)).getUTCDate();

/**
 * `date` plus `n` calendar months, on the same day of the month, or the month's last day when it has no such
 * day: 31 Jan + 1 month = 28 Feb (29 in a leap year), 29 Feb 2028 + 12 months = 28 Feb 2029.
 */
export function addMonths(date: string, n: number): string {
  const [y, m, d] = parts(date);
  const total = y * 12 + (m - 1) + n;
  const ny = Math.floor(total / 12);
  const nm = (total % 12) + 1;
  return `${ny}-${pad(nm)}-${pad(Math.min(d, daysInMonth(ny, nm)))}`;
}

/** Whole days from `from` to `to`: the first day not counted (5 Nov → 26 Nov is 21). Negative before it. */
export const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

/** §494/§495: the last day a contract sold on `sale` may be redeemed, or extended to: 3 years on. */
export const redemptionLimit = (sale: string) => addMonths(sale, 36);

/**
 * §499: the most the redemption price may be `days` after the sale, in satang: Net_Total × (1 + 0.15 ×
 * days / 365), rounded down (never a satang above the law). Exact in integers: net × (36500 + 15 × days)
 * stays far below 2^53 for any sale the shop makes (10^11 satang × 10^5).
 */
export function legalCeilingSatang(netTotalSatang: number, days: number): number {
  if (!Number.isSafeInteger(netTotalSatang) || netTotalSatang < 0) throw new RangeError(`bad sale price ${netTotalSatang}`);
  const d = Math.max(0, Math.floor(days));
  return Math.floor((netTotalSatang * (36_500 + 15 * d)) / 36_500);
}

/** The most interest (with fees) the shop may have taken in all by `days` after the sale: the ceiling above the price. */
export const legalInterestSatang = (netTotalSatang: number, days: number) => legalCeilingSatang(netTotalSatang, days) - netTotalSatang;

/** Principal paid down on a day: it stops bearing interest from the next day. */
export interface Paydown {
  date: string;
  principalSatang: number;
}

/**
 * §499 day by day, the one measure of every quote (docs/decisions.md "Pawn: the law"): the most interest and
 * fees the shop may take for the days after `from` up to `to`, 15 % a year of the principal outstanding on
 * each of those days (the sale price less what was paid down before that day), rounded down. From the sale to
 * a day it bounds everything collected, so that the redemption price with all interest paid never passes the
 * sale price plus 15 % a year; from a due date to a new one it bounds what ต่อดอก charges for exactly the days
 * it buys. Exact in integers (BigInt: a price times its days can pass 2^53).
 */
export function interestCeilingSatang(netTotalSatang: number, paydowns: readonly Paydown[], from: string, to: string): number {
  if (!Number.isSafeInteger(netTotalSatang) || netTotalSatang < 0) throw new RangeError(`bad sale price ${netTotalSatang}`);
  if (to <= from) return 0;
  let principal = BigInt(netTotalSatang);
  for (const p of paydowns) if (p.date <= from) principal -= BigInt(p.principalSatang);
  let cursor = from;
  let principalDays = 0n;
  const within = paydowns
    .filter((p) => p.date > from && p.date < to && p.principalSatang !== 0)
    .sort((a, b) => a.date.localeCompare(b.date));
  for (const p of within) {
    principalDays += (principal > 0n ? principal : 0n) * BigInt(daysBetween(cursor, p.date));
    cursor = p.date;
    principal -= BigInt(p.principalSatang);
  }
  principalDays += (principal > 0n ? principal : 0n) * BigInt(daysBetween(cursor, to));
  return Number((principalDays * 15n) / 36_500n);
}

/** How the shop counts a started month: whole (1 day = 1 month), or half a month for 1–15 days. */
export type MonthRule = 'whole' | 'half';
export const MONTH_RULES: readonly MonthRule[] = ['whole', 'half'];

/**
 * The months of interest the shop's rule charges from `from` to `to`, as a count of half months (an integer,
 * so money stays exact): full months elapsed, plus the started one whole (rule 'whole'), or as a half for
 * 1–15 days and whole for 16 or more (rule 'half'). Nothing before `from` or on its own day.
 */
export function chargedHalfMonths(from: string, to: string, rule: MonthRule): number {
  if (daysBetween(from, to) <= 0) return 0;
  const [y1, m1] = parts(from);
  const [y2, m2] = parts(to);
  // The full months elapsed: step back when the month's anniversary of `from` is after `to`.
  let months = (y2 - y1) * 12 + (m2 - m1);
  while (months > 0 && addMonths(from, months) > to) months--;
  const rest = daysBetween(addMonths(from, months), to);
  if (rest === 0) return months * 2;
  if (rule === 'half' && rest <= 15) return months * 2 + 1;
  return (months + 1) * 2;
}

/** Interest for `halfMonths` half months at `monthlySatang` a month: a half month is half, rounded up to the satang. */
export const interestForHalfMonths = (halfMonths: number, monthlySatang: number) =>
  Math.floor(halfMonths / 2) * monthlySatang + (halfMonths % 2 ? Math.ceil(monthlySatang / 2) : 0);

/**
 * Whether a contract's monthly interest and fee amount to more than 15 % a year of its sale price: the shop
 * may still enter it (its rule applies below the ceiling), but staff are told on entry and import.
 */
export const aboveLegalRate = (netTotalSatang: number, monthlySatang: number) => monthlySatang * 12 * 100 > netTotalSatang * 15;
