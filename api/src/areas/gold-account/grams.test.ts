import { describe, expect, it } from 'vitest';
import { SALUENG_UNITS } from '../../../contract/gold-account';
import {
  amountForUnits,
  formatBahtWeight,
  formatGrams,
  parseGrams,
  UNITS_PER_BAHT_WEIGHT,
  UNITS_PER_SALUENG,
  unitsForAmount,
} from './grams';

// Expected units worked out by hand: satang × 152,440 ÷ price in satang, the remainder dropped.
describe('grams bought with a deposit', () => {
  it('at 41,250.00 a baht-weight: 5,000 baht buy 1.8477 g (18,477.57… truncated), 1,000 baht 0.3695 g', () => {
    expect(unitsForAmount(500_000, 4_125_000)).toBe(18_477);
    expect(unitsForAmount(100_000, 4_125_000)).toBe(3_695);
  });

  it('at 43,850.50 a baht-weight: 5,000 baht buy 1.7381 g (17,381.78… never rounded up), 1,000 baht 0.3476 g', () => {
    expect(unitsForAmount(500_000, 4_385_050)).toBe(17_381);
    expect(unitsForAmount(100_000, 4_385_050)).toBe(3_476);
  });

  it('a whole baht-weight at the price buys exactly 15.2440 g, and one satang less buys less', () => {
    expect(unitsForAmount(4_385_050, 4_385_050)).toBe(152_440);
    expect(unitsForAmount(4_385_049, 4_385_050)).toBe(152_439);
  });

  it('one satang buys nothing rather than a rounded-up unit', () => {
    expect(unitsForAmount(1, 4_125_000)).toBe(0);
  });

  it('exact where floating point is not: a large amount at an odd price', () => {
    // 9,007,199,254,740,991 satang would overflow a double's product; BigInt keeps every digit.
    expect(unitsForAmount(Number.MAX_SAFE_INTEGER, 4_385_050)).toBe(Number((BigInt(Number.MAX_SAFE_INTEGER) * 152_440n) / 4_385_050n));
  });

  it('refuses a zero, negative or fractional price or amount', () => {
    expect(() => unitsForAmount(100, 0)).toThrow(RangeError);
    expect(() => unitsForAmount(-1, 4_125_000)).toThrow(RangeError);
    expect(() => unitsForAmount(1.5, 4_125_000)).toThrow(RangeError);
  });
});

describe('selling units back', () => {
  it('1 สลึง at a 41,250.00 buy-back is exactly 10,312.50 baht', () => {
    expect(amountForUnits(38_110, 4_125_000)).toBe(1_031_250);
  });

  it('1 สลึง at 43,850.50 is 10,962.625 baht, rounded down to 10,962.62', () => {
    expect(amountForUnits(38_110, 4_385_050)).toBe(1_096_262);
  });

  it('1.8477 g at 41,250.00 is 4,999.84 baht (4,999.8443… down): buying and selling at one price never gains', () => {
    expect(amountForUnits(18_477, 4_125_000)).toBe(499_984);
  });
});

describe('weights', () => {
  it('1 baht-weight is 15.2440 g and 1 สลึง 3.8110 g', () => {
    expect(UNITS_PER_BAHT_WEIGHT).toBe(152_440n);
    expect(UNITS_PER_SALUENG).toBe(38_110n);
  });

  it('writes grams with four decimals', () => {
    expect(formatGrams(18_477)).toBe('1.8477');
    expect(formatGrams(5)).toBe('0.0005');
    expect(formatGrams(0)).toBe('0.0000');
    expect(formatGrams(-38_110)).toBe('-3.8110');
  });

  it('reads grams text to four decimals and no further', () => {
    expect(parseGrams('1')).toBe(10_000);
    expect(parseGrams('3.811')).toBe(38_110);
    expect(parseGrams('0.0001')).toBe(1);
    expect(parseGrams('0.00001')).toBeNull();
    expect(parseGrams('-1')).toBeNull();
    expect(parseGrams('1e3')).toBeNull();
  });

  it('writes a weight as บาท, สลึง and the grams left', () => {
    expect(formatBahtWeight(152_440 + 2 * 38_110 + 5_000)).toBe('1 บาท 2 สลึง 0.5000 กรัม');
    expect(formatBahtWeight(38_110)).toBe('1 สลึง');
    expect(formatBahtWeight(18_477)).toBe('1.8477 กรัม');
    expect(formatBahtWeight(0)).toBe('0.0000 กรัม');
    expect(formatBahtWeight(304_880)).toBe('2 บาท');
  });
});

describe('the สลึง the apps offer', () => {
  it('is the server’s quarter baht-weight of bar gold', () => {
    expect(BigInt(SALUENG_UNITS)).toBe(UNITS_PER_SALUENG);
  });
});
