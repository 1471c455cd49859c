import { describe, expect, it } from 'vitest';
import { decisionOptions, decisionValueEnum, statusColor, statusText, VERIFICATION_STATUS_TEXT, verificationColor } from './status';

describe('status labels', () => {
  it('offers the decision filter in Thai', () => {
    expect(decisionOptions).toEqual([
      { value: 'pending', label: 'รออนุมัติ' },
      { value: 'approved', label: 'อนุมัติ' },
      { value: 'rejected', label: 'ไม่อนุมัติ' },
    ]);
    expect(decisionValueEnum.rejected).toEqual({ text: 'ไม่อนุมัติ' });
  });
  it('translates decision codes and passes Thai statuses through', () => {
    expect(statusText('approved')).toBe('อนุมัติ');
    expect(statusText('รอปิดสัญญา')).toBe('รอปิดสัญญา');
  });
  it('colours waiting gold, accepted green, refused red, the rest neutral', () => {
    expect(statusColor('pending')).toBe('gold');
    expect(statusColor('รออนุมัติ')).toBe('gold');
    expect(statusColor('มีผลบังคับ')).toBe('green');
    expect(statusColor('ไม่อนุมัติ')).toBe('red');
    expect(statusColor('ปิดสัญญา')).toBe('default');
    expect(statusColor(null)).toBe('default');
  });
  it('names every verificationStatus of SPEC §4', () => {
    expect(VERIFICATION_STATUS_TEXT[99]).toBe('ถูกระงับ');
    expect(verificationColor(2)).toBe('green');
    expect(verificationColor(7)).toBe('default');
  });
});
