import { describe, expect, it } from 'vitest';
import { askBody, canPay, latestOf, paidPercent, productChoiceLabel, stateSentence } from './down';

describe('type 2 as a contract', () => {
  it('takes the latest request by time, then id', () => {
    const list = [
      { down_id: 1, DateColumn: '2024-01-01T00:00:00Z' },
      { down_id: 3, DateColumn: '2024-02-01T00:00:00Z' },
      { down_id: 2, DateColumn: '2024-02-01T00:00:00Z' },
    ];
    expect(latestOf(list)?.down_id).toBe(3);
    expect(latestOf([])).toBeUndefined();
  });

  it('takes payments only on a contract in force, by its code', () => {
    expect(canPay('approved')).toBe(true);
    for (const s of ['pending', 'rejected', 'closing', 'closed'] as const) expect(canPay(s)).toBe(false);
  });

  it('says what each state means, telling a pending member not to transfer yet', () => {
    expect(stateSentence('pending')).toContain('ยังไม่ต้องโอนเงิน');
    expect(stateSentence('approved')).toContain('ชำระเงิน');
    expect(stateSentence('closed')).toContain('ปิดแล้ว');
    expect(stateSentence('rejected')).toContain('ติดต่อร้าน');
  });

  it('gives the share paid in whole percent, capped at 100', () => {
    expect(paidPercent({ ApprovedAmount: 42_500, Paid: 4_250 })).toBe(10);
    expect(paidPercent({ ApprovedAmount: 3, Paid: 2 })).toBe(66);
    expect(paidPercent({ ApprovedAmount: 100, Paid: 150 })).toBe(100);
    expect(paidPercent({ ApprovedAmount: null, Paid: 0 })).toBeUndefined();
  });

  it('offers a product with its category, weight and price', () => {
    expect(productChoiceLabel({ code: 'GN-101', cat_id: 1, weight: 1, unit: 'บาท', price: 42500 })).toBe(
      'GN-101 · สร้อยคอ · 1 บาท · ฿42,500',
    );
    expect(productChoiceLabel({ code: 'X-9', cat_id: 9, weight: 0.5, unit: 'สลึง', price: null }, 'ทองแท่ง')).toBe('X-9 · ทองแท่ง · 0.5 สลึง');
  });

  it('sends only what the member gave', () => {
    expect(askBody({})).toEqual({});
    expect(askBody({ productId: 7, note: '  ' })).toEqual({ productId: 7 });
    expect(askBody({ note: 'สร้อย', branchId: 3 })).toEqual({ note: 'สร้อย', branch_id: 3 });
    expect(askBody({ productId: null, note: ' ลายสี่เสา 1 บาท ' })).toEqual({ note: 'ลายสี่เสา 1 บาท' });
  });
});
