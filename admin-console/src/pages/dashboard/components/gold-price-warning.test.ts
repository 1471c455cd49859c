import { describe, expect, it } from 'vitest';
import type { PriceInUseAnswer } from '@goldshop/api/contract';
import { goldPriceWarning } from './GoldPriceWarning';

const price = {
  date: '21 พฤศจิกายน 2568',
  update_time: 'เวลา 09:26 น.',
  // The server's ISO time (09:26 in Bangkok); the console shows it in Bangkok time whatever the machine's zone.
  update_times: '2025-11-21T02:26:00.000Z',
  price: { gold_bar: { buy: '41,600.00', sell: '41,500.00' }, change: { compare_previous: '+50' } },
};
const inUse = (over: Partial<PriceInUseAnswer>): PriceInUseAnswer => ({
  price,
  source: 'upstream',
  at: price.update_times,
  today: true,
  ornament: 42_100,
  ornamentBuyback: 39_330,
  basis: 'bar-plus-premium',
  ornamentPremium: 500,
  manualLimitPercent: 5,
  ornamentBuybackDiscountPercent: 5,
  pausedAt: null,
  reference: null,
  ...over,
});

describe('goldPriceWarning', () => {
  it("is quiet for today's price from the source", () => {
    expect(goldPriceWarning(inUse({}))).toBeNull();
  });
  it("warns when the price is not today's, with its Thai date and time", () => {
    expect(goldPriceWarning(inUse({ today: false }))).toBe('ราคาทองที่ใช้อยู่ไม่ใช่ราคาของวันนี้ (ประกาศ 21 พ.ย. 2568 09:26) ดึงราคาจากระบบไม่ได้');
  });
  it('warns when staff entered the price, today or not', () => {
    expect(goldPriceWarning(inUse({ source: 'staff' }))).toBe('ราคาทองที่ใช้อยู่เป็นราคาที่ร้านกรอกเอง (21 พ.ย. 2568 09:26) ไม่ใช่ราคาจากระบบ');
    expect(goldPriceWarning(inUse({ source: 'staff', today: false }))).toBe(
      'ราคาทองที่ใช้อยู่เป็นราคาที่ร้านกรอกเมื่อ 21 พ.ย. 2568 09:26 ไม่ใช่ราคาของวันนี้',
    );
  });
  it('warns when there is no price at all', () => {
    expect(goldPriceWarning(inUse({ price: null, at: null, source: null, today: false, ornament: null, basis: null }))).toMatch(
      /^ยังไม่มีราคาทอง/,
    );
  });
});
