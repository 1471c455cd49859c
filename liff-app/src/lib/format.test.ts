import { describe, expect, it } from 'vitest';
import { formatAmount, formatBalance, formatGoldWeight, formatMoneySign, formatPrice, formatWeight, parseAmount } from './format';

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

describe('formatPrice (issue 17: "ราคาวันนี้ ฿…" on product cards)', () => {
  it('shows whole baht with separators and the baht sign', () => {
    // The worked ring: ⌈0.5 × 41,850⌉ + 800.
    expect(formatPrice(21_725)).toBe('฿21,725');
    expect(formatPrice(1_234_567)).toBe('฿1,234,567');
    expect(formatPrice(0)).toBe('฿0');
  });
  it('never shows less than the price (prices are whole baht, a stray fraction rounds up)', () => {
    expect(formatPrice(4962.01)).toBe('฿4,963');
  });
  it('is undefined with no price, so the card shows nothing', () => {
    expect(formatPrice(null)).toBeUndefined();
    expect(formatPrice(undefined)).toBeUndefined();
    expect(formatPrice(Number.NaN)).toBeUndefined();
  });
});

describe('formatMoneySign', () => {
  it('keeps satang of an amount still to save', () => {
    expect(formatMoneySign(5_283.5)).toBe('฿5,283.50');
    expect(formatMoneySign(800)).toBe('฿800');
    expect(formatMoneySign(null)).toBeUndefined();
  });
});

describe('formatGoldWeight', () => {
  it('shows grams and baht-weight with 2 decimals', () => {
    // 14,751.50 baht at 41,850 a baht-weight: 0.3524 baht-weight, 5.34 g (the API rounds down).
    expect(formatGoldWeight({ grams: 5.34, baht: 0.3524 })).toEqual({ grams: '5.34', baht: '0.35' });
    expect(formatGoldWeight({ grams: 15.16, baht: 1 })).toEqual({ grams: '15.16', baht: '1.00' });
  });
  it('rounds down, never promising more gold than the money buys', () => {
    expect(formatGoldWeight({ grams: 7.59, baht: 0.5099 })).toEqual({ grams: '7.59', baht: '0.50' });
  });
  it('keeps a hundredth that floating point would lose (0.29 × 100 is 28.999…)', () => {
    expect(formatGoldWeight({ grams: 0.29, baht: 0.29 })).toEqual({ grams: '0.29', baht: '0.29' });
    expect(formatGoldWeight({ grams: 1.13, baht: 0.0745 })).toEqual({ grams: '1.13', baht: '0.07' });
  });
  it('shows separators on a large balance and never a negative weight', () => {
    expect(formatGoldWeight({ grams: 1516.4, baht: 100.0263 })).toEqual({ grams: '1,516.40', baht: '100.02' });
    expect(formatGoldWeight({ grams: 0, baht: -0 })).toEqual({ grams: '0.00', baht: '0.00' });
  });
});
