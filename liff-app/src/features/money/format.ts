import { THAI_MONTHS_SHORT } from '@goldshop/api/contract';
// Date display for the money screens. Money display itself is lib/format.ts, amount input lib/amount-input.ts.
import { bangkokClock, bangkokDay, pad2 } from '../../lib/thai-date';

const dateOnly = /^(\d{4})-(\d{2})-(\d{2})$/;
const shortDate = (year: number, month0: number, day: number) => `${day} ${THAI_MONTHS_SHORT[month0]} ${year + 543}`;

/**
 * A date string in Thai (Buddhist year, Thai month): '15 ม.ค. 2567', as Intl's 'th-TH' writes it. A plain
 * 'YYYY-MM-DD' is a calendar day and is never shifted by time zone; a timestamp is shown as the shop's
 * (Bangkok) day. `withTime` adds hh:mm for timestamps. Unparseable text is shown as received.
 * Written out rather than with Intl.DateTimeFormat('th-TH'): building that formatter (the Thai locale and
 * the Buddhist calendar) was the longest task of /downing's first view on a slow phone; the test holds the
 * output equal to Intl's.
 */
export function formatThaiDate(value: string | null | undefined, withTime = false): string {
  if (!value) return '-';
  const m = dateOnly.exec(value);
  if (m) return shortDate(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  const d = bangkokClock(value);
  if (!d) return value;
  const date = shortDate(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate());
  return withTime ? `${date} ${pad2(d.getUTCHours())}:${pad2(d.getUTCMinutes())}` : date;
}

/** Today's calendar day in Bangkok as 'YYYY-MM-DD' (to compare with due dates). */
export function bangkokToday(now = new Date()): string {
  return bangkokDay(now)!;
}
