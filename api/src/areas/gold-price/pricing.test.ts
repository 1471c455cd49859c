import { describe, expect, it } from 'vitest';
import type { GoldPriceData } from '../../../contract/gold-price';
import { bahtWeight, goldWeightOf, ornamentSellOut, productPriceBaht } from './pricing';

const price = (gold: { buy: string; sell: string } | undefined, bar = { buy: '41,600.00', sell: '41,500.00' }): GoldPriceData => ({
  date: '27 ตุลาคม 2567',
  update_time: 'เวลา 09:26 น.',
  price: { ...(gold && { gold }), gold_bar: bar, change: { compare_previous: '+50' } },
});

describe('the price model', () => {
  it('weighs units in baht-weight: บาท × 1, สลึง × 0.25, กรัม ÷ 15.16', () => {
    expect(bahtWeight(2, 'บาท')).toBe(2);
    expect(bahtWeight(2, 'สลึง')).toBe(0.5);
    expect(bahtWeight(7.6, 'กรัม')).toBeCloseTo(7.6 / 15.16, 12);
    expect(bahtWeight(1, 'ออนซ์')).toBeNull();
    expect(bahtWeight(0, 'บาท')).toBeNull();
  });

  it('takes the higher ornament figure, whichever field holds it; else the higher bar figure plus the premium', () => {
    expect(ornamentSellOut(price({ buy: '41,050.00', sell: '41,850.00' }), 50_000)).toEqual({ satang: 4_185_000, basis: 'ornament' });
    expect(ornamentSellOut(price({ buy: '41,850.00', sell: '41,050.00' }), 50_000)).toEqual({ satang: 4_185_000, basis: 'ornament' });
    expect(ornamentSellOut(price(undefined), 50_000)).toEqual({ satang: 4_160_000 + 50_000, basis: 'bar-plus-premium' });
  });

  it('prices a 2-สลึง ring with an 800-baht making charge at ⌈0.5 × 41,850⌉ + 800 = 21,725', () => {
    expect(productPriceBaht(2, 'สลึง', 4_185_000, 80_000)).toBe(21_725);
  });

  it('prices a 7.6 g chain at 7.6 ÷ 15.16 baht-weight, rounded up to the baht', () => {
    // 7.6 / 15.16 × 41,850 = 20,980.211… → 20,981
    expect(productPriceBaht(7.6, 'กรัม', 4_185_000, 0)).toBe(20_981);
    expect(productPriceBaht(7.6, 'กรัม', 4_185_000, 50_050)).toBe(Math.ceil((7.6 / 15.16) * 41_850 + 500.5));
  });

  it('rounds up only what is not already whole baht, with no float error on the way', () => {
    expect(productPriceBaht(1, 'บาท', 4_185_000, 0)).toBe(41_850);
    expect(productPriceBaht(0.1, 'บาท', 4_185_001, 0)).toBe(4_186); // 4,185.0001 baht → 4,186
    expect(productPriceBaht(3, 'บาท', 10, 0)).toBe(1); // 30 satang is still a baht to pay
    expect(productPriceBaht(1, 'กิโล', 4_185_000, 0)).toBeNull();
  });

  it('estimates a balance as gold, rounded down so it never promises more', () => {
    expect(goldWeightOf(4_185_000, 4_185_000)).toEqual({ grams: 15.16, baht: 1 });
    expect(goldWeightOf(2_092_500, 4_185_000)).toEqual({ grams: 7.58, baht: 0.5 });
    expect(goldWeightOf(1_000_000, 4_185_000)).toEqual({ grams: 3.62, baht: 0.2389 });
    expect(goldWeightOf(0, 4_185_000)).toEqual({ grams: 0, baht: 0 });
  });
});
