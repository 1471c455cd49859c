import { describe, expect, it } from 'vitest';
import {
  formatAmount,
  formatBalance,
  formatGoldWeight,
  formatMoneySign,
  formatPrice,
  formatWeight,
  groupedNumber,
  parseAmount,
} from './format';

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

describe('formatPrice ("ราคาวันนี้ ฿…" on product cards)', () => {
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

describe('groupedNumber (written out instead of Intl.NumberFormat, which costs a phone its first draw)', () => {
  // Every way the app calls it: whole baht, satang, up to 2 decimals (weights), up to 3 (Intl's default).
  const ways: [max: number, min: number][] = [
    [0, 0],
    [2, 2],
    [2, 0],
    [3, 0],
  ];
  const intl = (n: number, max: number, min: number) =>
    new Intl.NumberFormat('en-US', { maximumFractionDigits: max, minimumFractionDigits: min }).format(n);
  // Halves that binary cannot hold (2.675 is 2.67499…), carries through every digit, and numbers String() writes
  // with an exponent.
  const edges = [
    0, 1, 0.5, 0.125, 1.005, 1.255, 2.675, 1224.4785, 0.29, 9.995, 0.9995, 999.995, 999_999.995, 1_000_000, 41_100, 21_725.5, 1234567.6,
    123_456_789_012.34, 0.0049, 10.00001, 1e-7, 5e-7, 9.995e-7, 1e21, 1.2345e22,
  ];
  // A fixed-seed generator: the same thousands of values on every run, of every size from satang to billions.
  let seed = 20261124;
  const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  const values = [...edges, ...edges.map((v) => -v).filter((v) => v !== 0)];
  for (let i = 0; i < 4000; i++)
    values.push(Number((random() * 10 ** Math.floor(random() * 12) * (random() < 0.2 ? -1 : 1)).toFixed(Math.floor(random() * 5))));

  it.each(ways)('writes what Intl writes (max %i, min %i decimals)', (max, min) => {
    for (const v of values) {
      const expected = intl(v, max, min);
      // Intl writes a negative that rounds to nothing as '-0'; money never shows that (next test).
      if (/^-0(\.0+)?$/.test(expected)) continue;
      expect(groupedNumber(v, max, min), `${v}`).toBe(expected);
    }
  });
  it('never writes -0, and a dash for what is not a number', () => {
    expect(groupedNumber(-0.001, 2, 2)).toBe('0.00');
    expect(groupedNumber(-0)).toBe('0');
    expect(groupedNumber(Number.NaN)).toBe('-');
    expect(groupedNumber(Number.POSITIVE_INFINITY)).toBe('-');
  });
});
