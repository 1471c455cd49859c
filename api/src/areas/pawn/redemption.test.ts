import { describe, expect, it } from 'vitest';
import { daysPast, fullMonths, redemption } from './redemption';

describe('pawn redemption estimate', () => {
  it('counts whole months on the contract date’s day', () => {
    expect(fullMonths('2025-01-10', '2025-01-10')).toBe(0);
    expect(fullMonths('2025-01-10', '2025-02-09')).toBe(0);
    expect(fullMonths('2025-01-10', '2025-02-10')).toBe(1);
    expect(fullMonths('2024-11-30', '2025-03-01')).toBe(3);
    expect(fullMonths('2025-03-01', '2025-01-01')).toBe(0);
  });

  it('charges every started month and counts payments as interest paid', () => {
    const c = { netSatang: 1_200_000, rateSatang: 30_000, jnDate: '2025-01-10' };
    // 10 Jan to 15 Mar: 2 whole months and a started third → 3 × 300 = 900 interest.
    expect(redemption({ ...c, paidSatang: 0, today: '2025-03-15' })).toEqual({ months: 3, interestSoFarSatang: 90_000, interestOwedSatang: 90_000, redeemSatang: 1_290_000 });
    expect(redemption({ ...c, paidSatang: 60_000, today: '2025-03-15' }).redeemSatang).toBe(1_230_000);
    // Paid ahead: nothing owed, never less than the principal.
    expect(redemption({ ...c, paidSatang: 500_000, today: '2025-03-15' })).toMatchObject({ interestOwedSatang: 0, redeemSatang: 1_200_000 });
    expect(redemption({ ...c, paidSatang: 0, today: '2025-01-10' }).months).toBe(1);
  });

  it('counts days overdue only after the due date', () => {
    expect(daysPast('2025-03-01', '2025-02-27')).toBe(0);
    expect(daysPast('2025-03-01', '2025-03-01')).toBe(0);
    expect(daysPast('2025-03-01', '2025-03-04')).toBe(3);
  });
});
