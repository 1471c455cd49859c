import { describe, expect, it } from 'vitest';
import { balanceSeries } from './balance-series';

const entry = (id: number, grams: string, createdAt: string) => ({
  id,
  transactionId: id,
  kind: 'deposit' as const,
  grams,
  amount: 0,
  price: 0,
  createdAt,
});

describe('balanceSeries', () => {
  it('rises from zero, sums the ledger oldest first, exactly, and reaches now', () => {
    const now = new Date('2026-12-01T00:00:00Z');
    // Newest first, as the API answers.
    const s = balanceSeries(
      [entry(3, '-3.8110', '2026-11-20T03:00:00Z'), entry(2, '0.2000', '2026-11-10T03:00:00Z'), entry(1, '3.8110', '2026-11-01T03:00:00Z')],
      now,
    );
    expect(s.grams).toEqual([0, 3.811, 4.011, 0.2, 0.2]);
    expect(s.times).toEqual([
      Date.parse('2026-11-01T03:00:00Z') / 1000 - 1,
      Date.parse('2026-11-01T03:00:00Z') / 1000,
      Date.parse('2026-11-10T03:00:00Z') / 1000,
      Date.parse('2026-11-20T03:00:00Z') / 1000,
      now.getTime() / 1000,
    ]);
  });

  it('adds 0.1 g ten times to exactly 1 g (no float drift)', () => {
    const ledger = Array.from({ length: 10 }, (_, i) => entry(10 - i, '0.1000', `2026-11-${String(20 - i).padStart(2, '0')}T03:00:00Z`));
    expect(balanceSeries(ledger, new Date('2026-12-01T00:00:00Z')).grams.at(-1)).toBe(1);
  });

  it('is empty without a movement', () => {
    expect(balanceSeries([])).toEqual({ times: [], grams: [] });
  });
});
