import { describe, expect, it } from 'vitest';
import {
  aboveLegalRate,
  addMonths,
  chargedHalfMonths,
  daysBetween,
  interestCeilingSatang,
  interestForHalfMonths,
  legalCeilingSatang,
  legalInterestSatang,
  redemptionLimit,
} from './law';

describe('dates under the law', () => {
  it('adds months on the same day, or the month’s last day', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2028-01-31', 1)).toBe('2028-02-29');
    expect(addMonths('2026-03-31', 1)).toBe('2026-04-30');
    expect(addMonths('2026-11-05', 2)).toBe('2027-01-05');
    expect(addMonths('2026-12-15', -12)).toBe('2025-12-15');
    expect(addMonths('2026-05-31', 9)).toBe('2027-02-28');
  });

  it('puts the last day of redemption 3 years after the sale, a leap day on the 28th', () => {
    expect(redemptionLimit('2026-11-05')).toBe('2029-11-05');
    expect(redemptionLimit('2028-02-29')).toBe('2031-02-28');
    expect(redemptionLimit('2027-12-31')).toBe('2030-12-31');
  });

  it('counts whole days, the sale day itself not counted', () => {
    expect(daysBetween('2026-11-05', '2026-11-26')).toBe(21);
    expect(daysBetween('2026-11-05', '2026-11-05')).toBe(0);
    expect(daysBetween('2028-02-28', '2028-03-01')).toBe(2);
    expect(daysBetween('2027-02-28', '2027-03-01')).toBe(1);
    expect(daysBetween('2026-12-31', '2027-01-01')).toBe(1);
  });
});

describe('§499: the redemption price never above the sale price plus 15 % a year', () => {
  it('gives the figure of the issue’s example: JN2567-0012, 95,000.50 baht, 21 days on', () => {
    // 95,000.50 × (1 + 0.15 × 21 / 365) = 95,820.3673… baht: 95,820.36 is the most allowed (95,820.37, the
    // figure rounded to the nearest satang, would be a fraction of a satang above the law).
    expect(legalCeilingSatang(9_500_050, 21)).toBe(9_582_036);
    // the estimate shown that day (96,188.01) was above it
    expect(9_618_801).toBeGreaterThan(legalCeilingSatang(9_500_050, 21));
  });

  it('is the price on the sale day, 15 % more after 365 days, and rounds down to the satang', () => {
    expect(legalCeilingSatang(1_000_000, 0)).toBe(1_000_000);
    expect(legalCeilingSatang(1_000_000, 365)).toBe(1_150_000);
    expect(legalCeilingSatang(1_000_000, 730)).toBe(1_300_000);
    // 100 baht for 1 day: 100 × 0.15 / 365 = 0.0410… baht → 4 satang, never 5
    expect(legalCeilingSatang(10_000, 1)).toBe(10_004);
    expect(legalInterestSatang(10_000, 1)).toBe(4);
    expect(legalCeilingSatang(1_000_000, -5)).toBe(1_000_000);
  });

  it('never exceeds the exact figure, and is within a satang of it, over thousands of prices and days', () => {
    for (let net = 1; net < 100_000_000; net = net * 3 + 7) {
      for (const days of [1, 2, 15, 30, 31, 59, 182, 364, 365, 366, 700, 1095, 1096]) {
        const c = legalCeilingSatang(net, days);
        const exact = net + (net * 15 * days) / 36_500;
        expect(c).toBeLessThanOrEqual(exact);
        expect(exact - c).toBeLessThan(1);
      }
    }
  });

  it('flags a monthly interest and fee of more than 15 % a year', () => {
    // the demo's 1.25 % a month is 15 % a year; with its fee on top it is more
    expect(aboveLegalRate(9_500_050, 118_751)).toBe(true);
    expect(aboveLegalRate(1_000_000, 12_500)).toBe(false);
    expect(aboveLegalRate(1_000_000, 12_501)).toBe(true);
  });
});

describe('the shop’s rule for a started month', () => {
  it('charges a started month whole, or half for 1–15 days, nothing on the sale day', () => {
    const cases: [string, string, number, number][] = [
      // from, to, whole (half months), half rule (half months)
      ['2026-11-05', '2026-11-05', 0, 0],
      ['2026-11-05', '2026-11-06', 2, 1],
      ['2026-11-05', '2026-11-20', 2, 1],
      ['2026-11-05', '2026-11-21', 2, 2],
      ['2026-11-05', '2026-12-05', 2, 2],
      ['2026-11-05', '2026-12-06', 4, 3],
      ['2026-11-05', '2026-12-26', 4, 4],
      ['2026-01-31', '2026-02-28', 2, 2],
      ['2026-01-31', '2026-03-01', 4, 3],
      ['2028-02-29', '2028-03-29', 2, 2],
      ['2026-11-05', '2029-11-05', 72, 72],
    ];
    for (const [from, to, whole, half] of cases) {
      expect(chargedHalfMonths(from, to, 'whole'), `${from}→${to} whole`).toBe(whole);
      expect(chargedHalfMonths(from, to, 'half'), `${from}→${to} half`).toBe(half);
    }
  });

  it('prices half months exactly: a half month rounds up to the satang', () => {
    expect(interestForHalfMonths(3, 123_751)).toBe(123_751 + 61_876);
    expect(interestForHalfMonths(4, 123_751)).toBe(247_502);
    expect(interestForHalfMonths(0, 123_751)).toBe(0);
  });
});

describe('§499 day by day: interestCeilingSatang', () => {
  it('is 15 % a year of the principal for each day after `from` up to `to`, rounded down', () => {
    // 100,000.00 baht for 365 days: exactly 15,000.00; for 30 days: 1,232.87 (1,232.876… down).
    expect(interestCeilingSatang(10_000_000, [], '2026-01-01', '2027-01-01')).toBe(1_500_000);
    expect(interestCeilingSatang(10_000_000, [], '2026-01-01', '2026-01-31')).toBe(123_287);
    expect(interestCeilingSatang(10_000_000, [], '2026-01-31', '2026-01-31')).toBe(0);
    expect(interestCeilingSatang(10_000_000, [], '2026-02-01', '2026-01-31')).toBe(0);
  });

  it('counts a principal paid down from the next day, and only within the period', () => {
    const paydown = [{ date: '2026-01-11', principalSatang: 4_000_000 }];
    // 10 days at 100,000 then 20 days at 60,000: (10 × 100,000 + 20 × 60,000) × 15 % / 365 = 904.10.
    expect(interestCeilingSatang(10_000_000, paydown, '2026-01-01', '2026-01-31')).toBe(90_410);
    // A paydown before the period lowers all of it; one on its last day or after changes nothing.
    expect(interestCeilingSatang(10_000_000, paydown, '2026-01-11', '2026-01-21')).toBe(
      interestCeilingSatang(6_000_000, [], '2026-01-11', '2026-01-21'),
    );
    expect(interestCeilingSatang(10_000_000, [{ date: '2026-01-31', principalSatang: 9_000_000 }], '2026-01-01', '2026-01-31')).toBe(
      123_287,
    );
    // Never below zero, whatever was paid down.
    expect(interestCeilingSatang(10_000_000, [{ date: '2026-01-01', principalSatang: 12_000_000 }], '2026-01-01', '2026-02-01')).toBe(0);
  });

  it('stays exact for the largest sale the shop could make over three years', () => {
    const big = 9_999_999_999_99;
    expect(interestCeilingSatang(big, [], '2026-01-01', '2029-01-01')).toBe(Number((BigInt(big) * 1096n * 15n) / 36_500n));
  });
});
