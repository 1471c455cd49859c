import { describe, expect, it } from 'vitest';
import { addMonths, dueDates, nextInstalment } from './schedule';

describe('type 2 instalment schedule', () => {
  it('adds months on the same day, held to the end of a shorter month', () => {
    expect(addMonths('2025-01-15', 1)).toBe('2025-02-15');
    expect(addMonths('2025-01-31', 1)).toBe('2025-02-28');
    expect(addMonths('2024-01-31', 1)).toBe('2024-02-29');
    expect(addMonths('2025-11-30', 3)).toBe('2026-02-28');
  });

  it('falls due monthly from a month after the start, the last on the end date', () => {
    expect(dueDates('2025-01-01', '2025-12-31')).toEqual([
      '2025-02-01',
      '2025-03-01',
      '2025-04-01',
      '2025-05-01',
      '2025-06-01',
      '2025-07-01',
      '2025-08-01',
      '2025-09-01',
      '2025-10-01',
      '2025-11-01',
      '2025-12-01',
      '2025-12-31',
    ]);
    expect(dueDates('2025-01-01', '2025-01-20')).toEqual(['2025-01-20']);
  });

  it('spreads the agreed amount so the instalments add up to it exactly', () => {
    const c = { totalSatang: 1_000_000, startDate: '2025-01-10', endDate: '2025-04-10', today: '2025-01-11' };
    // 3 instalments of 3,333.34 / 3,333.33 / 3,333.33 (cumulative ⌈10,000 × k / 3⌉)
    expect(nextInstalment({ ...c, sentSatang: 0 })).toEqual({ dueDate: '2025-02-10', amountSatang: 333_334, daysOverdue: 0 });
    expect(nextInstalment({ ...c, sentSatang: 333_334 })).toEqual({ dueDate: '2025-03-10', amountSatang: 333_333, daysOverdue: 0 });
    expect(nextInstalment({ ...c, sentSatang: 500_000 })).toEqual({ dueDate: '2025-03-10', amountSatang: 166_667, daysOverdue: 0 });
    expect(nextInstalment({ ...c, sentSatang: 999_999 })).toEqual({ dueDate: '2025-04-10', amountSatang: 1, daysOverdue: 0 });
    expect(nextInstalment({ ...c, sentSatang: 1_000_000 })).toBeNull();
  });

  it('says how many days an unpaid instalment is overdue', () => {
    expect(
      nextInstalment({ totalSatang: 1_200_000, startDate: '2025-01-01', endDate: '2025-12-31', sentSatang: 0, today: '2025-02-11' }),
    ).toEqual({
      dueDate: '2025-02-01',
      amountSatang: 100_000,
      daysOverdue: 10,
    });
  });
});
