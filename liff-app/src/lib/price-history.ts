import type { HistoryPoint } from '@goldshop/api/contract';
import { changeBadge } from './gold-price';
import { bangkokClock, bangkokDay, pad2, THAI_MONTHS_SHORT } from './thai-date';

/** One row of the day's announcements: ครั้งที่ n at hh:mm, the bar pair and its change. */
export interface Round {
  round: number;
  time: string;
  sellOut: number;
  buyBack: number;
  change: ReturnType<typeof changeBadge>;
}

/**
 * The day's announcements as the association numbers them (ครั้งที่ 1, 2, …), newest first as a customer
 * reads them. The change is the announcement's own when the source gave it, else the step from the round
 * before (none for the first).
 */
export function roundsOf(points: readonly HistoryPoint[]): Round[] {
  return points
    .map((p, i) => {
      const at = bangkokClock(p.time);
      const before = points[i - 1];
      const change = p.change ?? (before ? p.barBuy - before.barBuy : undefined);
      return { round: i + 1, time: at ? `${pad2(at.getUTCHours())}:${pad2(at.getUTCMinutes())}` : '-', sellOut: p.barBuy, buyBack: p.barSell, change: changeBadge(change) };
    })
    .reverse();
}

/** '27 พ.ย. 2569': the day a list of rounds is of (Buddhist year), undefined for an empty list. */
export function shortThaiDate(iso: string | undefined): string | undefined {
  const d = bangkokClock(iso);
  return d && `${d.getUTCDate()} ${THAI_MONTHS_SHORT[d.getUTCMonth()]} ${d.getUTCFullYear() + 543}`;
}

/** Whether the rounds are of today in Bangkok: otherwise the page says whose day they are. */
export const isToday = (iso: string | undefined, now = new Date()) => Boolean(iso) && bangkokDay(iso) === bangkokDay(now);

/** The chart's columns: seconds since 1970 and the bar sell-out and buy-back, as uPlot takes them. */
export function chartColumns(points: readonly HistoryPoint[]): [number[], number[], number[]] {
  return [points.map((p) => Math.floor(Date.parse(p.time) / 1000)), points.map((p) => p.barBuy), points.map((p) => p.barSell)];
}

/** A chart's time label in Bangkok: hh:mm for a day, '27 พ.ย.' for a month, 'พ.ย. 69' for a year. */
export function axisLabel(seconds: number, range: 'day' | 'month' | 'year'): string {
  const d = bangkokClock(new Date(seconds * 1000))!;
  if (range === 'day') return `${pad2(d.getUTCHours())}:${pad2(d.getUTCMinutes())}`;
  if (range === 'month') return `${d.getUTCDate()} ${THAI_MONTHS_SHORT[d.getUTCMonth()]}`;
  return `${THAI_MONTHS_SHORT[d.getUTCMonth()]} ${String(d.getUTCFullYear() + 543).slice(2)}`;
}
