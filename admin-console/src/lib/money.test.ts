import { describe, expect, it } from 'vitest';
import { formatBaht, formatWholeBaht } from './money';

describe('formatBaht', () => {
  it('shows thousands separators and two decimals', () => {
    expect(formatBaht(1500.5)).toBe('฿1,500.50');
    expect(formatBaht(1234567)).toBe('฿1,234,567.00');
    expect(formatBaht(0)).toBe('฿0.00');
    expect(formatBaht(0.01)).toBe('฿0.01');
  });
  it('puts the sign before the baht sign and shows a dash for no value', () => {
    expect(formatBaht(-2500)).toBe('-฿2,500.00');
    expect(formatBaht(null)).toBe('—');
    expect(formatBaht(undefined)).toBe('—');
    expect(formatBaht(Number.NaN)).toBe('—');
  });
});

describe('formatWholeBaht', () => {
  it('shows a product price as the member card does: whole baht, separators, baht sign', () => {
    expect(formatWholeBaht(21_725)).toBe('฿21,725');
    expect(formatWholeBaht(4962.01)).toBe('฿4,963'); // never below the price
    expect(formatWholeBaht(null)).toBe('—');
  });
});
