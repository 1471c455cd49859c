import { describe, expect, it } from 'vitest';
import {
  axisLabel,
  chartColumns,
  dayTicks,
  isToday,
  roundsOf,
  shortThaiDate,
  tickLabels,
  TIME_TICK_GAP_PX,
  timeSpan,
} from './price-history';

const point = (time: string, barBuy: number, change?: number) => ({
  time,
  barBuy,
  barSell: barBuy - 100,
  ornamentSell: barBuy - 2000,
  ...(change !== undefined && { change }),
});

describe('the day’s rounds', () => {
  it('numbers the announcements in order and lists them newest first, in Bangkok time', () => {
    const rounds = roundsOf([
      point('2026-11-27T02:26:00.000Z', 41_600, 50),
      point('2026-11-27T03:05:00.000Z', 41_700),
      point('2026-11-27T04:40:00.000Z', 41_550, -150),
    ]);
    expect(rounds.map((r) => [r.round, r.time, r.sellOut, r.buyBack, r.change.kind, r.change.text])).toEqual([
      [3, '11:40', 41_550, 41_450, 'down', '150'],
      [2, '10:05', 41_700, 41_600, 'up', '100'],
      [1, '09:26', 41_600, 41_500, 'up', '50'],
    ]);
    // The first round without a change of its own has nothing to compare with.
    expect(roundsOf([point('2026-11-27T02:26:00.000Z', 41_600)])[0]!.change.kind).toBe('none');
  });

  it('dates them in the Buddhist era and tells today from another day in Bangkok', () => {
    expect(shortThaiDate('2026-11-26T18:30:00.000Z')).toBe('27 พ.ย. 2569');
    expect(isToday('2026-11-26T18:30:00.000Z', new Date('2026-11-27T10:00:00Z'))).toBe(true);
    expect(isToday('2026-11-26T16:30:00.000Z', new Date('2026-11-27T10:00:00Z'))).toBe(false);
    expect(isToday(undefined)).toBe(false);
  });

  it('gives the chart its columns and Thai axis labels', () => {
    expect(chartColumns([point('2026-11-27T02:26:00.000Z', 41_600)])).toEqual([
      [Date.parse('2026-11-27T02:26:00.000Z') / 1000],
      [41_600],
      [41_500],
    ]);
    const s = Date.parse('2026-11-26T18:30:00.000Z') / 1000;
    expect([axisLabel(s, 'day'), axisLabel(s, 'month'), axisLabel(s, 'year')]).toEqual(['01:30', '27 พ.ย.', 'พ.ย. 69']);
  });
});

describe('the chart’s time axis', () => {
  /** Seconds of a Bangkok wall-clock time on 27 Nov 2026. */
  const at = (hhmm: string, ss = '00') => Date.parse(`2026-11-27T${hhmm}:${ss}+07:00`) / 1000;
  /** The day axis as drawn on a plot this many px wide: its span, then the rounds it labels and their labels. */
  function dayAxis(times: number[], width: number) {
    const [min, max] = timeSpan(times, 'day');
    const toPx = (t: number) => ((t - min) / (max - min)) * width;
    const ticks = dayTicks(times, toPx);
    return { min, max, ticks, labels: tickLabels(ticks, 'day'), px: ticks.map(toPx) };
  }
  // A 360 px phone leaves the plot about 230 px beside the price axis.
  const PHONE = 230;

  it('labels a day at its rounds’ own Bangkok times, inside the plot', () => {
    const rounds = [at('09:05'), at('10:30'), at('14:12')];
    const day = dayAxis(rounds, PHONE);
    expect(day.labels).toEqual(['09:05', '10:30', '14:12']);
    expect(day.min).toBeLessThan(rounds[0]!);
    expect(day.max).toBeGreaterThan(rounds[2]!);
    // Half a label (about 17 px) fits either side of the first and last rounds.
    expect(day.px[0]).toBeGreaterThanOrEqual(17);
    expect(PHONE - day.px.at(-1)!).toBeGreaterThanOrEqual(17);
  });

  it('labels a lone round once, in the middle of the day axis, never at midnight', () => {
    const lone = at('18:00');
    const day = dayAxis([lone], PHONE);
    expect(day.labels).toEqual(['18:00']);
    expect((day.min + day.max) / 2).toBe(lone);
  });

  it('never repeats a label or lets two touch: rounds in the same minute, a busy day', () => {
    // Prices entered by hand seconds apart are one minute's label.
    expect(dayAxis([at('19:07', '01'), at('19:07', '02'), at('19:07', '03')], PHONE).labels).toEqual(['19:07']);
    // Two rounds too close for two labels: the latest keeps its own.
    expect(dayAxis([at('10:00'), at('10:20')], PHONE).labels).toEqual(['10:20']);
    const busy = Array.from({ length: 12 }, (_, i) => at(`${pad(9 + Math.floor((i * 25) / 60))}:${pad((i * 25) % 60)}`));
    for (const width of [PHONE, 280, 1000]) {
      const day = dayAxis(busy, width);
      expect(new Set(day.labels).size, `${width} px`).toBe(day.labels.length);
      for (let i = 1; i < day.px.length; i++) expect(day.px[i]! - day.px[i - 1]!, `${width} px`).toBeGreaterThanOrEqual(TIME_TICK_GAP_PX);
      // The latest round is always labelled, and the day's first.
      expect(day.labels.at(-1)).toBe('13:35');
      expect(day.labels[0]).toBe('09:00');
    }
    expect(dayAxis(busy, 1000).labels).toHaveLength(12);
    expect(dayAxis(busy, PHONE).labels.length).toBeLessThan(12);
  });

  it('gives a month or a year at least two days, and shows a date once however many ticks fall on it', () => {
    const [min, max] = timeSpan([at('09:30')], 'month');
    expect(max - min).toBe(2 * 24 * 3600);
    const sixHourly = [at('00:00') - 6 * 3600, at('00:00'), at('06:00'), at('12:00'), at('18:00'), at('00:00') + 24 * 3600];
    expect(tickLabels(sixHourly, 'month')).toEqual(['26 พ.ย.', '27 พ.ย.', null, null, null, '28 พ.ย.']);
    expect(tickLabels([at('00:00'), at('00:00') + 40 * 24 * 3600], 'year')).toEqual(['พ.ย. 69', 'ม.ค. 70']);
  });
});

const pad = (n: number) => String(n).padStart(2, '0');
