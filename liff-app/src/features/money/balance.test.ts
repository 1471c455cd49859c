import { describe, expect, it } from 'vitest';
import { balanceView, isWithdrawal, newestFirst } from './balance';

describe('balance display', () => {
  it('prefers the ledger answer', () => {
    expect(
      balanceView({ balance: 1500.5, available: 1000.5, pendingWithdrawals: 500, pendingDeposits: 250.75 }, [{ sav_NetBalance: 9999 }]),
    ).toEqual({
      balance: 1500.5,
      available: 1000.5,
      pendingWithdrawals: 500,
      pendingDeposits: 250.75,
      source: 'ledger',
    });
  });
  it('falls back to the maximum sav_NetBalance (docs/product.md "Formatting: money")', () => {
    expect(balanceView(undefined, [{ sav_NetBalance: 100 }, { sav_NetBalance: 2500 }, { sav_NetBalance: 700 }])).toMatchObject({
      balance: 2500,
      source: 'history',
    });
  });
  it('is zero with nothing known', () => {
    expect(balanceView(undefined, [])).toMatchObject({ balance: 0, source: 'none' });
    expect(balanceView(undefined, undefined)).toMatchObject({ balance: 0, source: 'none' });
  });
});

describe('history rows', () => {
  it('knows withdrawals', () => {
    expect(isWithdrawal('withdraw_goods')).toBe(true);
    expect(isWithdrawal('withdraw_cash')).toBe(true);
    expect(isWithdrawal('deposit')).toBe(false);
  });
  it('orders newest first', () => {
    const rows = [
      { sav_id: 1, sav_TimeDate: '2024-01-01T00:00:00Z' },
      { sav_id: 3, sav_TimeDate: '2024-02-01T00:00:00Z' },
      { sav_id: 2, sav_TimeDate: '2024-02-01T00:00:00Z' },
    ];
    expect(newestFirst(rows).map((r) => r.sav_id)).toEqual([3, 2, 1]);
  });
});
