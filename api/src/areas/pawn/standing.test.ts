import { describe, expect, it } from 'vitest';
import { addMonths, daysBetween, legalCeilingSatang } from './law';
import { chargedInterestSatang, monthlyInterestSatang, standing, type ContractTerms, type PaidRow } from './standing';

// JN2567-0012 of the demo: 95,000.50 baht sold on 5 Nov 2569, Rate_In 1,187.51 and a fee of 50 a month.
const jn12: ContractTerms = { jnDate: '2026-11-05', netTotalSatang: 9_500_050, rateInSatang: 118_751, feeSatang: 5_000 };
// 1 % a month, no fee: 12 % a year, below the law's 15 %.
const onePercent: ContractTerms = { jnDate: '2026-01-31', netTotalSatang: 1_000_000, rateInSatang: 10_000, feeSatang: 0 };

describe('the monthly interest', () => {
  it('is Rate_In + fee, and Rate_In follows the principal left, rounded down; the fee stays', () => {
    expect(monthlyInterestSatang(jn12, 9_500_050)).toBe(123_751);
    expect(monthlyInterestSatang(onePercent, 800_000)).toBe(8_000);
    // 118,751 × 5,000,000 / 9,500,050 = 62,500.38… → 62,500, and the fee on top
    expect(monthlyInterestSatang(jn12, 5_000_000)).toBe(62_500 + 5_000);
    expect(monthlyInterestSatang(jn12, 0)).toBe(5_000);
  });

  it('stays exact for a price and rate whose product passes 2^53', () => {
    const big: ContractTerms = { jnDate: '2026-01-01', netTotalSatang: 100_000_000_000, rateInSatang: 1_250_000_000, feeSatang: 0 };
    expect(monthlyInterestSatang(big, 99_999_999_999)).toBe(1_249_999_999);
  });
});

describe('where a contract stands', () => {
  it('gives the issue’s example its legal figure: JN2567-0012 to redeem 21 days on is 95,820.36, not 96,188.01', () => {
    const s = standing(jn12, [], 'whole', '2026-11-26');
    expect(s).toMatchObject({ days: 21, halfMonths: 2, chargedSatang: 123_751, ceilingSatang: 9_582_036 });
    // The shop's rule asks a whole month (1,237.51); the law lets it take 819.86 by then.
    expect(s.owedSatang).toBe(81_986);
    expect(s.ceilingCutSatang).toBe(123_751 - 81_986);
    expect(s.redeemSatang).toBe(9_582_036);
  });

  it('owes nothing on the sale day', () => {
    expect(standing(jn12, [], 'whole', '2026-11-05')).toMatchObject({ chargedSatang: 0, owedSatang: 0, redeemSatang: 9_500_050 });
  });

  it('charges by the shop’s rule below the ceiling: 38 days is two months whole, one and a half under the half rule', () => {
    // 31 Jan + a month is 28 Feb (the month's last day); 10 Mar is 10 days into the second month.
    const day = '2026-03-10';
    const whole = standing(onePercent, [], 'whole', day);
    const half = standing(onePercent, [], 'half', day);
    // The ceiling at 38 days: 1,000,000 × 0.15 × 38 / 365 = 15,616.4 satang of interest.
    expect(whole.ceilingSatang - 1_000_000).toBe(15_616);
    expect(whole).toMatchObject({ days: 38, halfMonths: 4, chargedSatang: 20_000, owedSatang: 15_616, ceilingCutSatang: 4_384 });
    expect(half).toMatchObject({ halfMonths: 3, chargedSatang: 15_000, owedSatang: 15_000, ceilingCutSatang: 0, redeemSatang: 1_015_000 });
  });

  it('counts what was paid as interest, and a lower principal from the next contract month', () => {
    // ลดต้น on day 40 (11 Mar): two months' interest (whole rule) and 200,000 of principal.
    const paid: PaidRow[] = [{ payDate: '2026-03-11', totalSatang: 220_000, principalSatang: 200_000 }];
    const s = standing(onePercent, paid, 'whole', '2026-04-11'); // 70 days on: three months
    // months from 31 Jan, 28 Feb at 10,000 (the principal in force when they began), from 31 Mar at 8,000
    expect(chargedInterestSatang(onePercent, paid, 'whole', '2026-04-11')).toEqual({ halfMonths: 6, chargedSatang: 28_000 });
    // The law counts 15 % a year of the principal outstanding each day: 1,000,000 for the 39 days to 11 Mar,
    // 800,000 for the 31 after; the three whole months charged (28,000) pass it, so it cuts what is owed.
    const ceiling = Math.floor(((1_000_000 * 39 + 800_000 * 31) * 15) / 36_500);
    expect(ceiling).toBe(26_219);
    expect(s).toMatchObject({
      principalSatang: 800_000,
      principalPaidSatang: 200_000,
      interestPaidSatang: 20_000,
      monthlySatang: 8_000,
      owedSatang: ceiling - 20_000,
      ceilingCutSatang: 8_000 - (ceiling - 20_000),
    });
    expect(s.redeemSatang).toBe(800_000 + ceiling - 20_000);
    expect(s.ceilingSatang).toBe(1_000_000 + ceiling);
  });

  it('lowers the price to redeem when more interest was paid ahead than the law allows by now', () => {
    // Six months paid on the first day, redeemed a month later: 60,000 paid, the ceiling allows 12,328.
    const paid: PaidRow[] = [{ payDate: '2026-02-01', totalSatang: 60_000, principalSatang: 0 }];
    const s = standing(onePercent, paid, 'whole', '2026-03-02');
    expect(s.owedSatang).toBe(0);
    expect(s.redeemSatang + s.interestPaidSatang).toBe(s.ceilingSatang);
  });

  it('never asks more than the ceiling, with everything paid, over month ends, leap years and thousands of contracts', () => {
    const sales = ['2026-01-31', '2027-02-28', '2028-02-29', '2028-12-31', '2026-11-05', '2029-06-15'];
    let checked = 0;
    for (const jnDate of sales) {
      for (const net of [10_000, 95_000_050, 1_234_567, 300_000_00]) {
        for (const ratePerMille of [8, 12, 13, 20, 35]) {
          const t: ContractTerms = {
            jnDate,
            netTotalSatang: net,
            rateInSatang: Math.round((net * ratePerMille) / 1000),
            feeSatang: ratePerMille % 2 ? 5_000 : 0,
          };
          for (const rule of ['whole', 'half'] as const) {
            for (let m = 0; m <= 36; m += 5) {
              for (const extra of [0, 1, 14, 15, 16, 27]) {
                const day = new Date(Date.parse(`${addMonths(jnDate, m)}T00:00:00Z`) + extra * 86_400_000).toISOString().slice(0, 10);
                // a payment of a month's interest every other month, and a principal payment halfway
                const paid: PaidRow[] = [];
                for (let k = 1; k < m; k += 2)
                  paid.push({ payDate: addMonths(jnDate, k), totalSatang: monthlyInterestSatang(t, net), principalSatang: 0 });
                if (m > 6)
                  paid.push({ payDate: addMonths(jnDate, 6), totalSatang: Math.floor(net / 4), principalSatang: Math.floor(net / 4) });
                const s = standing(t, paid, rule, day);
                const paidTotal = paid.reduce((a, p) => a + p.totalSatang, 0);
                const ceiling = legalCeilingSatang(net, daysBetween(jnDate, day));
                if (paidTotal <= ceiling)
                  expect(s.redeemSatang + paidTotal, `${jnDate} ${day} ${rule} ${net}`).toBeLessThanOrEqual(ceiling);
                expect(s.owedSatang).toBeLessThanOrEqual(Math.max(0, s.chargedSatang - s.interestPaidSatang));
                checked++;
              }
            }
          }
        }
      }
    }
    expect(checked).toBeGreaterThan(10_000);
  });
});
