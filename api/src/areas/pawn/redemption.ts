/*
 * What a pawn (ขายฝาก) contract costs the customer to redeem today (docs/decisions.md "Pawn"): the amount
 * the shop paid (Net_Total) plus the interest not yet paid. Interest (Rate_In) is charged per month and a
 * started month counts whole, as at the counter; every payment recorded against the contract counts as
 * interest paid. It is an estimate the member app labels as such: the shop's point-of-sale has the last word.
 */

/** Whole months from `from` to `to` (YYYY-MM-DD): 10 Jan → 9 Feb is 0, → 10 Feb is 1. */
export function fullMonths(from: string, to: string): number {
  const [y1, m1, d1] = from.split('-').map(Number) as [number, number, number];
  const [y2, m2, d2] = to.split('-').map(Number) as [number, number, number];
  const months = (y2 - y1) * 12 + (m2 - m1) - (d2 < d1 ? 1 : 0);
  return Math.max(0, months);
}

/** Days from `due` to `today` when past it, else 0. */
export const daysPast = (due: string, today: string) => Math.max(0, Math.round((Date.parse(today) - Date.parse(due)) / 86_400_000));

export interface Redemption {
  /** Months charged so far: started months since the contract date, at least one. */
  months: number;
  interestSoFarSatang: number;
  interestOwedSatang: number;
  redeemSatang: number;
}

export function redemption(c: { netSatang: number; rateSatang: number; jnDate: string; paidSatang: number; today: string }): Redemption {
  const months = fullMonths(c.jnDate, c.today) + 1;
  const interestSoFarSatang = months * c.rateSatang;
  const interestOwedSatang = Math.max(0, interestSoFarSatang - c.paidSatang);
  return { months, interestSoFarSatang, interestOwedSatang, redeemSatang: c.netSatang + interestOwedSatang };
}
