import type { GoldAccountAnswer } from '@goldshop/api/contract';

/** Grams as the API writes them ('3.8110', '-3.8110') in whole units of 0.0001 g: sums stay exact. */
const unitsOf = (grams: string) => Math.round(Number(grams) * 10_000);

export interface BalanceSeries {
  /** Seconds since the epoch, oldest first: each approved movement, then now. */
  times: number[];
  /** Grams held after each movement (and now). */
  grams: number[];
}

/**
 * The account's balance over time from its ledger (newest first, as the API answers): nothing a moment before the
 * first movement, the grams after each approved movement, oldest first, and a last point now at the balance held,
 * so the line rises from zero and reaches today. Empty without a movement.
 */
export function balanceSeries(ledger: GoldAccountAnswer['ledger'], now = new Date()): BalanceSeries {
  const oldest = [...ledger].sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id - b.id);
  const times: number[] = [];
  const grams: number[] = [];
  let units = 0;
  for (const l of oldest) {
    units += unitsOf(l.grams);
    times.push(Math.floor(Date.parse(l.createdAt) / 1000));
    grams.push(units / 10_000);
  }
  if (!times.length) return { times, grams };
  times.unshift(times[0]! - 1);
  grams.unshift(0);
  const last = Math.max(Math.floor(now.getTime() / 1000), times.at(-1)!);
  times.push(last);
  grams.push(units / 10_000);
  return { times, grams };
}
