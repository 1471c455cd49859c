import { describe, expect, it } from 'vitest';
import { depositBaht, depositRuleText } from './deposit-text';

describe('a reservation’s deposit as the member reads it', () => {
  it('keeps satang when there are any, and never rounds them away', () => {
    expect(depositBaht(500)).toBe('500 บาท');
    expect(depositBaht(1250.5)).toBe('1,250.50 บาท');
  });
  it('says the deposit comes off the price when the piece is collected, whichever rule', () => {
    expect(depositRuleText('refund')).toContain('เมื่อมารับ มัดจำจะหักเป็นค่าสินค้า');
    expect(depositRuleText('keep')).toContain('ร้านจะริบเงินมัดจำ');
  });
});
