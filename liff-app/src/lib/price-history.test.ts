import { describe, expect, it } from 'vitest';
import { axisLabel, chartColumns, isToday, roundsOf, shortThaiDate } from './price-history';

const point = (time: string, barBuy: number, change?: number) => ({ time, barBuy, barSell: barBuy - 100, ornamentSell: barBuy - 2000, ...(change !== undefined && { change }) });

describe('the day’s rounds', () => {
  it('numbers the announcements in order and lists them newest first, in Bangkok time', () => {
    const rounds = roundsOf([point('2026-11-27T02:26:00.000Z', 41_600, 50), point('2026-11-27T03:05:00.000Z', 41_700), point('2026-11-27T04:40:00.000Z', 41_550, -150)]);
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
    expect(chartColumns([point('2026-11-27T02:26:00.000Z', 41_600)])).toEqual([[Date.parse('2026-11-27T02:26:00.000Z') / 1000], [41_600], [41_500]]);
    const s = Date.parse('2026-11-26T18:30:00.000Z') / 1000;
    expect([axisLabel(s, 'day'), axisLabel(s, 'month'), axisLabel(s, 'year')]).toEqual(['01:30', '27 พ.ย.', 'พ.ย. 69']);
  });
});
