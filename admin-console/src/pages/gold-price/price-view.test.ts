import { describe, expect, it } from 'vitest';
import type { GoldPriceData } from '@goldshop/api/contract';
import { formValuesOf, manualDifference, ornamentPreview, pairView, priceAge, priceNumber } from './price-view';

// The demo price: the source names its ornament pair the other way round from the bar pair.
const demo: GoldPriceData = {
  date: '21 พฤศจิกายน 2568',
  update_time: 'เวลา 09:26 น.',
  update_times: '2025-11-21T02:26:00.000Z',
  price: {
    gold: { buy: '41,050.00', sell: '41,850.00' },
    gold_bar: { buy: '41,600.00', sell: '41,500.00' },
    change: { compare_previous: '+50' },
  },
};

describe('priceNumber', () => {
  it('reads the API strings with commas', () => {
    expect(priceNumber('41,850.00')).toBe(41_850);
    expect(priceNumber('+50')).toBe(50);
    expect(priceNumber('')).toBeUndefined();
    expect(priceNumber('n/a')).toBeUndefined();
    expect(priceNumber(undefined)).toBeUndefined();
  });
});

describe('pairView', () => {
  it('takes the bar pair as the API names it: buy is the sell-out', () => {
    expect(pairView(demo.price.gold_bar, 'bar')).toEqual({ sellOut: 41_600, buyBack: 41_500 });
  });
  it('shows the higher ornament figure as the sell-out, the one products are priced from', () => {
    expect(pairView(demo.price.gold, 'ornament')).toEqual({ sellOut: 41_850, buyBack: 41_050 });
  });
  it('is undefined without a readable pair', () => {
    expect(pairView(undefined, 'ornament')).toBeUndefined();
    expect(pairView({ buy: '', sell: '1' }, 'bar')).toBeUndefined();
  });
});

describe('priceAge', () => {
  const at = '2025-11-21T02:26:00.000Z';
  const later = (minutes: number) => Date.parse(at) + minutes * 60_000;
  it('says how old the price is in Thai', () => {
    expect(priceAge(at, later(0.5))).toBe('เมื่อสักครู่');
    expect(priceAge(at, later(25))).toBe('25 นาทีที่แล้ว');
    expect(priceAge(at, later(60))).toBe('1 ชั่วโมงที่แล้ว');
    expect(priceAge(at, later(23 * 60 + 59))).toBe('23 ชั่วโมงที่แล้ว');
    expect(priceAge(at, later(49 * 60))).toBe('2 วันที่แล้ว');
  });
  it('reads a time ahead of the clock as just now, and nothing as nothing', () => {
    expect(priceAge(at, later(-5))).toBe('เมื่อสักครู่');
    expect(priceAge(null)).toBeUndefined();
    expect(priceAge('garbage')).toBeUndefined();
  });
});

describe('ornamentPreview', () => {
  it('uses the ornament sell-out when both ornament figures are there (the higher one)', () => {
    expect(ornamentPreview({ barSellOut: 41_600, barBuyBack: 41_500, ornamentSellOut: 41_850, ornamentBuyBack: 41_050 }, 500)).toBe(41_850);
  });
  it('else the bar sell-out plus the premium', () => {
    expect(ornamentPreview({ barSellOut: 41_600, barBuyBack: 41_500 }, 500)).toBe(42_100);
    expect(ornamentPreview({ barSellOut: 41_600, barBuyBack: 41_500, ornamentSellOut: 41_850 }, 500)).toBe(42_100);
  });
  it('is undefined until the bar pair is there', () => {
    expect(ornamentPreview({ barSellOut: 41_600 }, 500)).toBeUndefined();
  });
});

describe('formValuesOf', () => {
  it('starts the form from the price in use, change 0', () => {
    expect(formValuesOf(demo)).toEqual({
      barSellOut: 41_600,
      barBuyBack: 41_500,
      ornamentSellOut: 41_850,
      ornamentBuyBack: 41_050,
      change: 0,
    });
    expect(formValuesOf(null)).toEqual({
      barSellOut: undefined,
      barBuyBack: undefined,
      ornamentSellOut: undefined,
      ornamentBuyBack: undefined,
      change: 0,
    });
  });
});

describe('manualDifference', () => {
  const reference = { buy: 40_000, sell: 39_900, ornament: 40_500, at: '2025-11-21T02:26:00.000Z' };
  it('is the largest difference of the bar pair and the ornament price, as the server measures it', () => {
    expect(manualDifference({ barSellOut: 41_500, barBuyBack: 41_400 }, reference, 500)).toBe(3.8);
    expect(
      manualDifference({ barSellOut: 40_000, barBuyBack: 39_900, ornamentSellOut: 44_550, ornamentBuyBack: 44_000 }, reference, 500),
    ).toBe(10);
    // The 0.02-baht slip is nearly 100 % away.
    expect(manualDifference({ barSellOut: 0.02, barBuyBack: 0.01 }, reference, 500)).toBeGreaterThan(95);
  });
  it('is undefined until the bar pair is typed, or with no reference yet', () => {
    expect(manualDifference({ barSellOut: 40_000 }, reference, 500)).toBeUndefined();
    expect(manualDifference({ barSellOut: 40_000, barBuyBack: 39_900 }, null, 500)).toBeUndefined();
  });
});
