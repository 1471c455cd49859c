/*
 * A type 2 contract's instalments (docs/decisions.md "Type 2"): the agreed amount spread evenly over the
 * months from the start date to the end date, one instalment a month on the start's day of the month
 * (the last one on the end date). The schedule is what the summary card shows as "next instalment": the
 * first one not yet covered by what the member has sent, and how much of it is left to pay.
 */

/** The same day `months` later, held to the month's last day (31 Jan + 1 month = 28 or 29 Feb). */
export function addMonths(date: string, months: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const first = new Date(Date.UTC(y, m - 1 + months, 1));
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  first.setUTCDate(Math.min(d, last));
  return first.toISOString().slice(0, 10);
}

/** The due dates: a month after the start, and monthly after it, the last on the end date (at least one). */
export function dueDates(startDate: string, endDate: string): string[] {
  const dates: string[] = [];
  for (let k = 1; k <= 600; k++) {
    const d = addMonths(startDate, k);
    if (d >= endDate) break;
    dates.push(d);
  }
  dates.push(endDate);
  return dates;
}

export interface NextInstalment {
  dueDate: string;
  /** What is left of this instalment after what the member sent (satang). */
  amountSatang: number;
  /** Days past its due date (0 when not yet due). */
  daysOverdue: number;
}

/**
 * The first instalment not covered by what was sent (approved and waiting instalments alike: money sent is
 * not asked for twice), or null once the whole amount is covered. Instalment k covers ⌈total × k / n⌉
 * cumulatively, so the n instalments add up to the agreed amount to the satang.
 */
export function nextInstalment(c: {
  totalSatang: number;
  startDate: string;
  endDate: string;
  sentSatang: number;
  today: string;
}): NextInstalment | null {
  const dates = dueDates(c.startDate, c.endDate);
  const n = dates.length;
  for (let k = 1; k <= n; k++) {
    const covered = Math.ceil((c.totalSatang * k) / n);
    if (covered > c.sentSatang) {
      const dueDate = dates[k - 1]!;
      const daysOverdue = Math.max(0, Math.round((Date.parse(c.today) - Date.parse(dueDate)) / 86_400_000));
      return { dueDate, amountSatang: covered - c.sentSatang, daysOverdue };
    }
  }
  return null;
}
