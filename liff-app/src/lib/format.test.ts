import { describe, expect, it } from 'vitest';
import { formatBaht, formatWeight, parseAmount } from './format';

describe('parseAmount', () => {
  it('reads numbers and comma strings', () => {
    expect(parseAmount(41100)).toBe(41100);
    expect(parseAmount('41,100.00')).toBe(41100);
    expect(parseAmount('-50')).toBe(-50);
  });
  it('rejects what is not a number', () => {
    expect(parseAmount('')).toBeUndefined();
    expect(parseAmount('abc')).toBeUndefined();
    expect(parseAmount(undefined)).toBeUndefined();
    expect(parseAmount(Number.NaN)).toBeUndefined();
  });
});

describe('formatBaht', () => {
  it('shows integers with thousands separators', () => {
    expect(formatBaht('41,100.00')).toBe('41,100');
    expect(formatBaht(1234567.6)).toBe('1,234,568');
    expect(formatBaht(0)).toBe('0');
  });
  it('is undefined for missing values', () => {
    expect(formatBaht(null)).toBeUndefined();
  });
});

describe('formatWeight', () => {
  it('drops needless decimals', () => {
    expect(formatWeight(1)).toBe('1');
    expect(formatWeight(0.5)).toBe('0.5');
    expect(formatWeight(1.255)).toBe('1.26');
  });
});
