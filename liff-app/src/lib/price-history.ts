import { THAI_MONTHS_SHORT } from '@goldshop/api/contract';
import type { HistoryPoint } from '@goldshop/api/contract';
import { changeBadge } from './gold-price';
import { bangkokClock, bangkokDay, pad2 } from './thai-date';

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
      return {
        round: i + 1,
        time: at ? `${pad2(at.getUTCHours())}:${pad2(at.getUTCMinutes())}` : '-',
        sellOut: p.barBuy,
        buyBack: p.barSell,
        change: changeBadge(change),
      };
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

type Range = 'day' | 'month' | 'year';

/** A chart's time label in Bangkok: hh:mm for a day, '27 พ.ย.' for a month, 'พ.ย. 69' for a year. */
export function axisLabel(seconds: number, range: Range): string {
  const d = bangkokClock(new Date(seconds * 1000))!;
  if (range === 'day') return `${pad2(d.getUTCHours())}:${pad2(d.getUTCMinutes())}`;
  if (range === 'month') return `${d.getUTCDate()} ${THAI_MONTHS_SHORT[d.getUTCMonth()]}`;
  return `${THAI_MONTHS_SHORT[d.getUTCMonth()]} ${String(d.getUTCFullYear() + 543).slice(2)}`;
}

const HOUR = 3600;
/** The least a chart spans: a day's rounds minutes apart are not spread over the whole width as if hours. */
const MIN_SPAN: Record<Range, number> = { day: 2 * HOUR, month: 2 * 24 * HOUR, year: 2 * 24 * HOUR };
/** Room either side of a day's first and last rounds, as a share of their span, for their time labels. */
const DAY_MARGIN = 0.12;
/** The least distance between two time labels ('14:12' is about 33 px at 12 px): they never touch. */
export const TIME_TICK_GAP_PX = 44;

/**
 * The span a chart's time axis shows, in seconds. The points' own span, at least MIN_SPAN, centred on them; a
 * day also gets a margin so its first and last rounds sit inside the plot with their labels. A single point
 * is centred too (uPlot alone would put it at the left edge of a 24-hour span).
 */
export function timeSpan(times: readonly number[], range: Range): [number, number] {
  const lo = Math.min(...times);
  const hi = Math.max(...times);
  const half = Math.max((hi - lo) * (0.5 + (range === 'day' ? DAY_MARGIN : 0)), MIN_SPAN[range] / 2);
  const mid = (lo + hi) / 2;
  return [mid - half, mid + half];
}

/**
 * The day chart's ticks: the rounds' own times (ครั้งที่ 1 at 09:05, 2 at 10:30 …), not the even hours a
 * charting library picks. The latest round is always labelled and the day's first when there is room; between
 * them, from the newest back, a round is skipped when its label would repeat a neighbour's (rounds in the same
 * minute) or come closer than `gapPx` to it at this width, so no two labels touch on a 360 px phone.
 */
export function dayTicks(times: readonly number[], toPx: (seconds: number) => number, gapPx = TIME_TICK_GAP_PX): number[] {
  const apart = (earlier: number, later: number) =>
    axisLabel(earlier, 'day') !== axisLabel(later, 'day') && toPx(later) - toPx(earlier) >= gapPx;
  const first = times[0];
  const last = times.at(-1);
  if (first === undefined || last === undefined) return [];
  const withFirst = apart(first, last);
  const kept = [last];
  for (let i = times.length - 2; i > 0; i--) {
    const t = times[i]!;
    if (apart(t, kept.at(-1)!) && (!withFirst || apart(first, t))) kept.push(t);
  }
  if (withFirst) kept.push(first);
  return kept.reverse();
}

/** The labels of a chart's time ticks; a tick whose label repeats the one before it shows none (null, as uPlot takes it). */
export function tickLabels(splits: readonly number[], range: Range): (string | null)[] {
  return splits.map((s, i) => {
    const label = axisLabel(s, range);
    return i > 0 && axisLabel(splits[i - 1]!, range) === label ? null : label;
  });
}
