import { describe, expect, it } from 'vitest';
import { amountError, minimumText } from './amount-rules';

describe('amount rules', () => {
  const minimum = { baht: 100, word: 'ยอดฝาก' };
  it('asks for an amount, then a number above zero', () => {
    expect(amountError(undefined)).toBe('กรุณากรอกจำนวนเงิน');
    expect(amountError('')).toBe('กรุณากรอกจำนวนเงิน');
    expect(amountError('0')).toBe('กรุณากรอกตัวเลขจำนวนเงินที่มากกว่า 0');
    expect(amountError('1.234')).toBe('กรุณากรอกตัวเลขจำนวนเงินที่มากกว่า 0');
  });
  it("holds the shop's minimum in the server's words, to the satang", () => {
    expect(minimumText({ baht: 1500, word: 'ยอดชำระ' })).toBe('ยอดชำระขั้นต่ำ 1,500 บาท');
    expect(amountError('99.99', { minimum })).toBe('ยอดฝากขั้นต่ำ 100 บาท');
    expect(amountError('100', { minimum })).toBeUndefined();
  });
  it('keeps a withdrawal within what may be withdrawn', () => {
    expect(amountError('1000.01', { max: 1000 })).toBe('ยอดที่ถอนได้ไม่เกิน 1,000.00 บาท');
    expect(amountError('1000', { max: 1000 })).toBeUndefined();
  });
});
