import { describe, expect, it } from 'vitest';
import { normalizeSearch, parseSearch, searchMatcher } from './shop-search';
import { inWeightSize, WEIGHT_SIZES } from './shop';

// As the demo shop (db/src/seed/catalog.ts): two chains categories share the word สร้อย.
const NAMES: Record<number, string[]> = {
  1: ['สร้อยคอ'],
  2: ['สร้อยข้อมือ'],
  3: ['แหวน'],
  6: ['สินค้าราคาพิเศษ'],
  7: ['สินค้าตกQC'],
};
const p = (id: number, code: string, cat: number, weight: number, unit: string) => ({ id, code, weight, unit, names: NAMES[cat]! });
const shop = [
  p(1, 'GN-101', 1, 1, 'บาท'),
  p(2, 'GN-102', 1, 2, 'สลึง'),
  p(3, 'GN-104', 1, 0.5, 'บาท'),
  p(4, 'GN-105', 1, 7.6, 'กรัม'),
  p(5, 'GB-201', 2, 1, 'บาท'),
  p(6, 'GR-301', 3, 1, 'สลึง'),
  p(7, 'GR-303', 3, 2, 'สลึง'),
  p(8, 'SP-601', 6, 1, 'บาท'),
  p(9, 'QC-703', 7, 3.7, 'กรัม'),
];
const find = (search: string) => shop.filter(searchMatcher(search)).map((x) => x.id);

describe('searchMatcher: what people type', () => {
  it('finds a category by part of its name', () => {
    expect(find('สร้อย')).toEqual([1, 2, 3, 4, 5]);
    expect(find('สร้อยคอ')).toEqual([1, 2, 3, 4]);
    expect(find('แหวน')).toEqual([6, 7]);
    expect(find('qc')).toEqual([9]);
  });
  it('finds codes, in any case and with spaces around', () => {
    expect(find('gn-10')).toEqual([1, 2, 3, 4]);
    expect(find('  Gr-303 ')).toEqual([7]);
  });
  it('finds the unit', () => {
    expect(find('สลึง')).toEqual([2, 6, 7]);
    expect(find('กรัม')).toEqual([4, 9]);
  });
  it('needs every word to match somewhere (AND)', () => {
    expect(find('สร้อย บาท')).toEqual([1, 3, 5]);
    expect(find('แหวน สลึง')).toEqual([6, 7]);
    expect(find('สร้อยคอ   gn-102')).toEqual([2]);
    expect(find('แหวน กรัม')).toEqual([]);
  });
  it('reads a number and a unit as a weight, exactly, with or without a space', () => {
    expect(find('สร้อย 1 บาท')).toEqual([1, 5]); // not GN-104 (0.5 บาท, "1" in its code)
    expect(find('2 สลึง')).toEqual([2, 7]);
    expect(find('2สลึง')).toEqual([2, 7]);
    expect(find('0.5 บาท')).toEqual([3]);
    expect(find('7.6 กรัม')).toEqual([4]);
    expect(find('4 สลึง')).toEqual([]); // no conversion between units
  });
  it('narrows while the unit is being typed', () => {
    expect(find('2 ส')).toEqual([2, 7]);
    expect(find('1 บ')).toEqual([1, 5, 8]);
  });
  it('a number alone matches a code or the weight shown', () => {
    expect(find('แหวน 2')).toEqual([7]);
    expect(find('303')).toEqual([7]);
    expect(find('สร้อย 7.6')).toEqual([4]);
  });
  it('reads Thai digits, composed and decomposed spellings, zero-width spaces', () => {
    expect(find('๒ สลึง')).toEqual([2, 7]);
    expect(find('สร้อย\u200Bคอ')).toEqual([1, 2, 3, 4]);
    expect(normalizeSearch('ก\u0E4D\u0E32ไล')).toBe('กำไล');
    expect(normalizeSearch(' GN-101 ')).toBe('gn-101');
  });
  it('finds nothing when one word matches nothing, everything for no words', () => {
    expect(find('zzz')).toEqual([]);
    expect(find('สร้อย zzz')).toEqual([]);
    expect(find('ต่างหู')).toEqual([]);
    expect(find('  ')).toHaveLength(shop.length);
  });
});

describe('parseSearch', () => {
  it('splits words and pairs a number with the unit after it', () => {
    expect(parseSearch(' สร้อย  1 บาท 101 ')).toEqual([
      { kind: 'text', text: 'สร้อย' },
      { kind: 'weight', value: 1, unit: 'บาท' },
      { kind: 'number', text: '101', value: 101 },
    ]);
    expect(parseSearch('')).toEqual([]);
  });
  it('a number before a word that is no unit stays a number', () => {
    expect(parseSearch('2 สร้อย')).toEqual([
      { kind: 'number', text: '2', value: 2 },
      { kind: 'text', text: 'สร้อย' },
    ]);
  });
  it("takes the list's own units", () => {
    expect(parseSearch('1 ชิ้น', ['ชิ้น'])).toEqual([{ kind: 'weight', value: 1, unit: 'ชิ้น' }]);
  });
});

describe('WEIGHT_SIZES', () => {
  const size = (grams: number | null) => WEIGHT_SIZES.find((w) => inWeightSize(grams, w.value))?.label ?? null;
  it('puts each of the shop sizes in its own, as grams gives them (ornament gold, truncated to 0.01 g)', () => {
    expect([0.6, 1.89, 3.79, 7.58, 15.16, 30.32, 151.6].map(size)).toEqual([
      'ต่ำกว่าครึ่งสลึง',
      'ครึ่งสลึง',
      '1 สลึง',
      '2 สลึง',
      '1 บาท',
      '2 บาทขึ้นไป',
      '2 บาทขึ้นไป',
    ]);
  });
  it('holds a piece between sizes in the smaller, and a piece sold by the piece in none', () => {
    expect([1.88, 3.78, 11.37, 22.74, 30.31].map(size)).toEqual(['ต่ำกว่าครึ่งสลึง', 'ครึ่งสลึง', '2 สลึง', '1 บาท', '1 บาท']);
    expect(size(null)).toBeNull();
  });
  it('covers every weight from 0 up, each in exactly one size', () => {
    for (let h = 0; h < 5000; h++) expect(WEIGHT_SIZES.filter((w) => inWeightSize(h / 100, w.value))).toHaveLength(1);
  });
});
