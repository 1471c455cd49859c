import { describe, expect, it } from 'vitest';
import {
  decisionOptions,
  decisionValueEnum,
  downValueEnum,
  savingValueEnum,
  statusColor,
  statusText,
  VERIFICATION_STATUS_TEXT,
  verificationColor,
} from './status';

describe('status labels', () => {
  it('offers the decision filter in Thai', () => {
    expect(decisionOptions).toEqual([
      { value: 'pending', label: 'รออนุมัติ' },
      { value: 'approved', label: 'อนุมัติ' },
      { value: 'rejected', label: 'ไม่อนุมัติ' },
    ]);
    expect(decisionValueEnum.rejected).toEqual({ text: 'ไม่อนุมัติ' });
    expect(savingValueEnum.active).toEqual({ text: 'มีผลบังคับ' });
    expect(downValueEnum.closing).toEqual({ text: 'รอปิดสัญญา' });
  });
  it('names each code in the words of its lifecycle', () => {
    expect(statusText('approved')).toBe('อนุมัติ');
    expect(statusText('active', 'saving')).toBe('มีผลบังคับ');
    expect(statusText('closing', 'down')).toBe('รอปิดสัญญา');
    expect(statusText('picked_up', 'fulfilment')).toBe('รับสินค้าแล้ว');
    expect(statusText('approved', 'pawn')).toBe('ร้านรับชำระแล้ว');
    expect(statusText('picked_up', 'pawn')).toBe('รับสินค้าคืนแล้ว');
    expect(statusText(null)).toBe('-');
  });
  it('colours waiting gold, accepted green, refused red, in between blue', () => {
    expect(statusColor('pending')).toBe('gold');
    expect(statusColor('active')).toBe('green');
    expect(statusColor('rejected')).toBe('red');
    expect(statusColor('closing')).toBe('blue');
    expect(statusColor('something else')).toBe('default');
    expect(statusColor(null)).toBe('default');
  });
  it('names every verificationStatus of docs/product.md "Verification status"', () => {
    expect(VERIFICATION_STATUS_TEXT[99]).toBe('ถูกระงับการใช้งาน');
    expect(VERIFICATION_STATUS_TEXT[2]).toBe('ยืนยันตัวตนแล้ว');
    expect(verificationColor(2)).toBe('green');
    expect(verificationColor(7)).toBe('default');
  });
});
