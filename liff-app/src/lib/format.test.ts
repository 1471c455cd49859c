import { describe, expect, it } from 'vitest';
import { formatAmount, formatBalance, formatWeight, parseAmount } from './format';

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

describe('formatAmount', () => {
  it('shows integers with thousands separators', () => {
    expect(formatAmount('41,100.00')).toBe('41,100');
    // Satang are shown, never rounded into a different amount.
    expect(formatAmount(1234567.6)).toBe('1,234,567.60');
    expect(formatAmount(1500.5)).toBe('1,500.50');
    expect(formatAmount(0.29)).toBe('0.29');
    expect(formatAmount(0)).toBe('0');
  });
  it('is undefined for missing values', () => {
    expect(formatAmount(null)).toBeUndefined();
  });
});

describe('formatWeight', () => {
  it('drops needless decimals', () => {
    expect(formatWeight(1)).toBe('1');
    expect(formatWeight(0.5)).toBe('0.5');
    expect(formatWeight(1.255)).toBe('1.26');
  });
});

describe('formatBalance', () => {
  it('always shows satang', () => {
    expect(formatBalance(5251.5)).toBe('5,251.50');
    expect(formatBalance(1000000)).toBe('1,000,000.00');
    expect(formatBalance(undefined)).toBeUndefined();
  });
});
