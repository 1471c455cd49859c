import { describe, expect, it } from 'vitest';
import { pawnRequestWhat } from '@goldshop/api/contract';
import { awaitingPickup, pawnKindValueEnum } from './pawn-request';

describe('a member’s pawn payment in words', () => {
  it('names what it pays for', () => {
    expect(pawnRequestWhat({ kind: 'interest', months: 2 })).toBe('ต่อดอก 2 เดือน');
    expect(pawnRequestWhat({ kind: 'principal', months: null })).toBe('ลดต้น');
    expect(pawnRequestWhat({ kind: 'redeem', months: null })).toBe('ไถ่ถอน');
    expect(pawnKindValueEnum).toEqual({ interest: { text: 'ต่อดอก' }, principal: { text: 'ลดต้น' }, redeem: { text: 'ไถ่ถอน' } });
  });

  it('waits for pickup only once a redemption is approved', () => {
    expect(awaitingPickup({ kind: 'redeem', status: 'approved' })).toBe(true);
    expect(awaitingPickup({ kind: 'redeem', status: 'pending' })).toBe(false);
    expect(awaitingPickup({ kind: 'redeem', status: 'picked_up' })).toBe(false);
    expect(awaitingPickup({ kind: 'interest', status: 'approved' })).toBe(false);
  });
});
