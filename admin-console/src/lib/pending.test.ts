import { describe, expect, it } from 'vitest';
import type { PendingCounts } from '@goldshop/api/contract';
import { badgeCount, queueKeys } from './pending';

const counts: PendingCounts = {
  verifications: 2,
  savingAccounts: 1,
  savingDeposits: 3,
  savingWithdrawals: 4,
  savingFulfilment: 5,
  downRequests: 0,
  downPayments: 6,
  downCloses: 7,
  pawnRequests: 8,
  pawnPickups: 9,
};

describe('menu badges', () => {
  it('sums the queues a menu entry names', () => {
    expect(badgeCount(['verifications'], counts)).toBe(2);
    expect(badgeCount(['savingDeposits', 'savingWithdrawals'], counts)).toBe(7);
    expect(badgeCount(['downRequests'], counts)).toBe(0);
    expect(badgeCount(['pawnRequests', 'pawnPickups'], counts)).toBe(17);
  });
  it('counts overdue pawn contracts once the console has asked for them', () => {
    expect(badgeCount(['pawnOverdue'], { ...counts, pawnOverdue: 2 })).toBe(2);
    expect(badgeCount(['pawnOverdue'], counts)).toBe(0);
  });
  it('shows nothing before the counts arrive or for an entry without queues', () => {
    expect(badgeCount(['verifications'], null)).toBe(0);
    expect(badgeCount(undefined, counts)).toBe(0);
  });
  it('gives a group the queues of its children, each once', () => {
    const group = { children: [{ badge: ['downPayments'] as const }, { badge: ['downCloses', 'downPayments'] as const }, {}] };
    expect(queueKeys(group)).toEqual(['downPayments', 'downCloses']);
    expect(badgeCount(queueKeys(group), counts)).toBe(13);
  });
});
