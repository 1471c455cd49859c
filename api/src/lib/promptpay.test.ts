import { describe, expect, it } from 'vitest';
import { anyId } from 'promptparse/validate';
import { promptpayPayload } from './promptpay';

describe('Thai QR payload', () => {
  it('matches the published vectors for mobile 0812223333', () => {
    expect(promptpayPayload('mobile', '0812223333')).toBe('00020101021129370016A0000006770101110113006681222333353037645802TH63041DCF');
    const withAmount = promptpayPayload('mobile', '081-222-3333', 30_00);
    expect(withAmount.endsWith('540530.0063043CAD')).toBe(true);
    // One-time (12) with an amount, the CRC over the whole string including 6304, four upper-case hex digits.
    expect(withAmount.slice(0, 12)).toBe('000201010212');
    expect(withAmount).toMatch(/6304[0-9A-F]{4}$/);
  });

  it('addresses a tax or national ID and an e-wallet by their own sub-tags', () => {
    expect(promptpayPayload('national_id', '1101700230708', 1500_00)).toContain('0213' + '1101700230708');
    expect(promptpayPayload('ewallet', '004999000000001', 1_00)).toContain('0315' + '004999000000001');
  });

  it('writes every satang exactly, and reads back as a valid PromptPay QR', () => {
    for (const satang of [1, 10, 99, 100, 1_01, 2_675, 1234_56, 9_999_999_99, 10_000_000_00]) {
      const p = promptpayPayload('mobile', '0812223333', satang);
      const amount = (satang / 100).toFixed(2);
      expect(p).toContain(`54${String(amount.length).padStart(2, '0')}${amount}`);
      expect(anyId(p)).toBeTruthy();
    }
  });

  it('refuses an amount that is not a positive whole number of satang', () => {
    expect(() => promptpayPayload('mobile', '0812223333', 0)).toThrow();
    expect(() => promptpayPayload('mobile', '0812223333', 1.5)).toThrow();
  });
});
