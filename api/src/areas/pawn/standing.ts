import { addMonths, chargedHalfMonths, daysBetween, interestCeilingSatang, type MonthRule, type Paydown } from './law';

/*
 * Where a pawn (ขายฝาก) contract stands on a day (docs/decisions.md "Pawn"): what principal is left, the
 * monthly interest (Rate_In + fee, one figure everywhere), the interest the shop's rule charges from the sale
 * to that day, what was paid, and what is still owed, never more than the law's ceiling lets the shop take.
 * Pure: the member's list, the staff's lists, every quote and every approval read the same numbers.
 */

/** The contract's terms: Net_Total is the sale price and never changes; Rate_In is its monthly interest in satang. */
export interface ContractTerms {
  jnDate: string;
  netTotalSatang: number;
  rateInSatang: number;
  feeSatang: number;
}

/** A recorded payment: its total and the part of it that paid principal down (0 for the point-of-sale's). */
export interface PaidRow {
  payDate: string;
  totalSatang: number;
  principalSatang: number;
}

export interface Standing {
  /** Net_Total less the principal paid down. */
  principalSatang: number;
  principalPaidSatang: number;
  /** Everything paid that was not principal. */
  interestPaidSatang: number;
  /** Rate_In (in proportion to the principal left) + fee: the monthly interest from now on. */
  monthlySatang: number;
  /** Whole days from the sale (the sale day not counted) and the months the shop's rule counts, in halves. */
  days: number;
  halfMonths: number;
  /** Interest the shop's rule charges from the sale to the day. */
  chargedSatang: number;
  /**
   * §499: the most the redemption price, with the interest already paid, may be on the day: the principal paid
   * down and left, and 15 % a year of the principal outstanding day by day (law.ts interestCeilingSatang).
   */
  ceilingSatang: number;
  /** Interest still owed, after the ceiling. */
  owedSatang: number;
  /** What the ceiling took off the interest owed (0 when it does not bite). */
  ceilingCutSatang: number;
  /** What redeeming costs on the day: the principal left and the interest owed, within the ceiling. */
  redeemSatang: number;
}

/**
 * Rate_In for a principal, in the same proportion as to Net_Total (rounded down: never above the agreed
 * rate), plus the fee, which is per contract and stays. BigInt: a price times a rate can pass 2^53.
 */
export function monthlyInterestSatang(t: ContractTerms, principalSatang: number): number {
  if (principalSatang >= t.netTotalSatang || t.netTotalSatang <= 0) return t.rateInSatang + t.feeSatang;
  const rate = (BigInt(t.rateInSatang) * BigInt(Math.max(0, principalSatang))) / BigInt(t.netTotalSatang);
  return Number(rate) + t.feeSatang;
}

/** The principal in force on `date`: Net_Total less what was paid down on or before it. */
function principalOn(t: ContractTerms, paid: readonly PaidRow[], date: string): number {
  return t.netTotalSatang - paid.reduce((sum, p) => (p.payDate <= date ? sum + p.principalSatang : sum), 0);
}

/**
 * Interest the shop's rule charges from the sale to `day`: each contract month (counted from the sale day)
 * at the monthly interest of the principal in force when that month began, the last started month whole or,
 * under the half rule, half for 1–15 days. A lower principal counts from the next contract month: the month
 * under way when the principal was paid down was charged in that payment.
 */
export function chargedInterestSatang(
  t: ContractTerms,
  paid: readonly PaidRow[],
  rule: MonthRule,
  day: string,
): { halfMonths: number; chargedSatang: number } {
  const halfMonths = chargedHalfMonths(t.jnDate, day, rule);
  let charged = 0;
  const whole = Math.floor(halfMonths / 2);
  for (let k = 0; k < whole; k++) charged += monthlyInterestSatang(t, principalOn(t, paid, addMonths(t.jnDate, k)));
  if (halfMonths % 2) charged += Math.ceil(monthlyInterestSatang(t, principalOn(t, paid, addMonths(t.jnDate, whole))) / 2);
  return { halfMonths, chargedSatang: charged };
}

/**
 * The contract on `day`. The ceiling holds the price with everything paid: Net_Total (principal paid down is
 * price paid) plus all interest may not pass it, so the interest still owed is cut to what room is left. When
 * more interest was paid ahead than the ceiling allows by now, the price to redeem comes down by the excess.
 */
export function standing(t: ContractTerms, paid: readonly PaidRow[], rule: MonthRule, day: string): Standing {
  const principalPaidSatang = paid.reduce((sum, p) => sum + p.principalSatang, 0);
  const interestPaidSatang = paid.reduce((sum, p) => sum + p.totalSatang - p.principalSatang, 0);
  const principalSatang = Math.max(0, t.netTotalSatang - principalPaidSatang);
  const days = Math.max(0, daysBetween(t.jnDate, day));
  const { halfMonths, chargedSatang } = chargedInterestSatang(t, paid, rule, day);
  const ceilingSatang = t.netTotalSatang + interestCeilingOf(t, paid, t.jnDate, day);
  const room = ceilingSatang - t.netTotalSatang - interestPaidSatang;
  const owedByRule = Math.max(0, chargedSatang - interestPaidSatang);
  const owed = Math.min(owedByRule, room);
  return {
    principalSatang,
    principalPaidSatang,
    interestPaidSatang,
    monthlySatang: monthlyInterestSatang(t, principalSatang),
    days,
    halfMonths,
    chargedSatang,
    ceilingSatang,
    owedSatang: Math.max(0, owed),
    ceilingCutSatang: owedByRule - Math.max(0, owed),
    redeemSatang: Math.max(0, principalSatang + owed),
  };
}

const paydownsOf = (paid: readonly PaidRow[]): Paydown[] => paid.map((p) => ({ date: p.payDate, principalSatang: p.principalSatang }));

/** §499 over (from, to] for this contract: 15 % a year of its principal outstanding on each day (law.ts). */
export const interestCeilingOf = (t: ContractTerms, paid: readonly PaidRow[], from: string, to: string) =>
  interestCeilingSatang(t.netTotalSatang, paydownsOf(paid), from, to);

/** The interest room the ceiling leaves on `day` after everything paid: what more interest the shop may take by then. */
export function interestRoomSatang(t: ContractTerms, paid: readonly PaidRow[], day: string): number {
  const interestPaid = paid.reduce((sum, p) => sum + p.totalSatang - p.principalSatang, 0);
  return interestCeilingOf(t, paid, t.jnDate, day) - interestPaid;
}

/**
 * The most a ต่อดอก moving the due date from `dueDate` to `newDueDate` may charge: 15 % a year of the principal
 * for exactly the days it buys, and never more than the room everything collected leaves by the new due date.
 * The member's quote and the staff's approval both hold to it.
 */
export const extensionRoomSatang = (t: ContractTerms, paid: readonly PaidRow[], dueDate: string, newDueDate: string) =>
  Math.min(interestCeilingOf(t, paid, dueDate, newDueDate), interestRoomSatang(t, paid, newDueDate));
