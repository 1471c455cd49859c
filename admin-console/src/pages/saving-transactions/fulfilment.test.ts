import { describe, expect, it } from 'vitest';
import { nextStep, receiveText } from './fulfilment';

const goods = { kind: 'withdraw_goods' as const, status: 'approved' as const, fulfilment: null, isDelivery: 'จัดส่ง' };

describe('withdrawal fulfilment steps', () => {
  it('prepares goods first, then ships a delivery or hands over a pickup', () => {
    expect(nextStep(goods)).toEqual({ kind: 'prepare', step: 'prepared' });
    expect(nextStep({ ...goods, fulfilment: 'prepared' })).toEqual({ kind: 'finish', step: 'shipped' });
    expect(nextStep({ ...goods, fulfilment: 'prepared', isDelivery: 'รับเองหน้าร้าน' })).toEqual({ kind: 'finish', step: 'picked_up' });
    expect(nextStep({ ...goods, fulfilment: 'shipped' })).toBeNull();
    expect(nextStep({ ...goods, fulfilment: 'picked_up' })).toBeNull();
  });
  it('pays a cash withdrawal out once, with a proof', () => {
    const cash = { kind: 'withdraw_cash' as const, status: 'approved' as const, fulfilment: null, isDelivery: null };
    expect(nextStep(cash)).toEqual({ kind: 'payout', step: 'transferred' });
    expect(nextStep({ ...cash, fulfilment: 'transferred' })).toBeNull();
  });
  it('does nothing before approval, after a rejection, or for a deposit', () => {
    expect(nextStep({ ...goods, status: 'pending' })).toBeNull();
    expect(nextStep({ ...goods, status: 'rejected' })).toBeNull();
    expect(nextStep({ kind: 'deposit', status: 'approved', fulfilment: null, isDelivery: null })).toBeNull();
  });
});

describe('receiveText', () => {
  it('names the delivery address or the pickup branch', () => {
    expect(
      receiveText({
        isDelivery: 'จัดส่ง',
        deliveryName: 'สมชาย',
        deliveryPhone: '0812345678',
        deliveryAddress: 'กรุงเทพฯ',
        receiveBranch: null,
      }),
    ).toBe('จัดส่ง: สมชาย · 0812345678 · กรุงเทพฯ');
    expect(
      receiveText({ isDelivery: 'รับเองหน้าร้าน', receiveBranch: 'นาวง', deliveryName: null, deliveryPhone: null, deliveryAddress: null }),
    ).toBe('รับเองที่สาขา นาวง');
    expect(receiveText({ isDelivery: null, receiveBranch: null, deliveryName: null, deliveryPhone: null, deliveryAddress: null })).toBe(
      '—',
    );
  });
});
