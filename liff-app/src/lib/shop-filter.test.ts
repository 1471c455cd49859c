import { describe, expect, it } from 'vitest';
import type { Product } from '@goldshop/api/contract';
import { ALL, filterProducts, isShopOrder, normalizeSearch, pageSlice, parseSearch, sortProducts } from './shop-filter';

const p = (id: number, code: string, cat_id: number, price: number | null = null, weight = 1, unit = 'บาท'): Product => ({
  id,
  code,
  cat_id,
  weight,
  unit,
  img: null,
  topStatus: 0,
  makingCharge: 0,
  price,
  priceAt: price === null ? null : '2025-11-21T02:00:00.000Z',
});
const list = [p(1, 'NK-001', 1), p(2, 'nk-002', 1), p(3, 'RG-001', 3), p(4, 'SP-9', 6)];

describe('filterProducts', () => {
  it('matches the code case-insensitively', () => {
    expect(filterProducts(list, 'nk', ALL).map((x) => x.id)).toEqual([1, 2]);
    expect(filterProducts(list, ' RG ', ALL).map((x) => x.id)).toEqual([3]);
  });
  it('filters by category, with ทั้งหมด keeping all', () => {
    expect(filterProducts(list, '', 6).map((x) => x.id)).toEqual([4]);
    expect(filterProducts(list, '', '1').map((x) => x.id)).toEqual([1, 2]);
    expect(filterProducts(list, '', ALL)).toHaveLength(4);
  });
});

describe('filterProducts: what people type', () => {
  // As the demo shop (db/src/seed/catalog.ts): two chains categories share the word สร้อย.
  const names = new Map<number, string | string[]>([
    [1, 'สร้อยคอ'],
    [2, 'สร้อยข้อมือ'],
    [3, 'แหวน'],
    [6, ['สินค้าราคาพิเศษ']],
    [7, ['สินค้าตกQC', 'สินค้าตก QC']], // the server's name and the card's label
  ]);
  const shop = [
    p(1, 'GN-101', 1, null, 1, 'บาท'),
    p(2, 'GN-102', 1, null, 2, 'สลึง'),
    p(3, 'GN-104', 1, null, 0.5, 'บาท'),
    p(4, 'GN-105', 1, null, 7.6, 'กรัม'),
    p(5, 'GB-201', 2, null, 1, 'บาท'),
    p(6, 'GR-301', 3, null, 1, 'สลึง'),
    p(7, 'GR-303', 3, null, 2, 'สลึง'),
    p(8, 'SP-601', 6, null, 1, 'บาท'),
    p(9, 'QC-703', 7, null, 3.7, 'กรัม'),
  ];
  const find = (search: string, category: string | number = ALL) => filterProducts(shop, search, category, names).map((x) => x.id);

  it('finds a category by part of its name', () => {
    expect(find('สร้อย')).toEqual([1, 2, 3, 4, 5]);
    expect(find('สร้อยคอ')).toEqual([1, 2, 3, 4]);
    expect(find('แหวน')).toEqual([6, 7]);
    expect(find('qc')).toEqual([9]);
    expect(find('ตก QC')).toEqual([9]); // as the card writes it
  });
  it('still finds codes, in any case and with spaces around', () => {
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
    expect(find('แหวน 2')).toEqual([7]); // GR-303 weighs 2 สลึง; no ring code has a 2
    expect(find('303')).toEqual([7]);
    expect(find('สร้อย 7.6')).toEqual([4]);
  });
  it('reads Thai digits, composed and decomposed spellings, zero-width spaces', () => {
    expect(find('๒ สลึง')).toEqual([2, 7]);
    expect(find('สร้อย\u200Bคอ')).toEqual([1, 2, 3, 4]);
    expect(normalizeSearch('ก\u0E4D\u0E32ไล')).toBe('กำไล');
    expect(normalizeSearch(' GN-101 ')).toBe('gn-101');
  });
  it('with the category chosen too', () => {
    expect(find('บาท', 1)).toEqual([1, 3]);
    expect(find('แหวน', 1)).toEqual([]);
  });
  it('finds nothing when one word matches nothing', () => {
    expect(find('zzz')).toEqual([]);
    expect(find('สร้อย zzz')).toEqual([]);
    expect(find('ต่างหู')).toEqual([]);
  });
  it('without category names, matches codes and units only', () => {
    expect(filterProducts(shop, 'สร้อย', ALL)).toEqual([]);
    expect(filterProducts(shop, 'สลึง', ALL).map((x) => x.id)).toEqual([2, 6, 7]);
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

describe('pageSlice', () => {
  it('cuts 8 a page', () => {
    const many = Array.from({ length: 19 }, (_, i) => i);
    expect(pageSlice(many, 1)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect(pageSlice(many, 3)).toEqual([16, 17, 18]);
  });
});

describe('sortProducts', () => {
  // Newest first as the server sends them: 5 is the newest.
  const priced = [p(5, 'A', 1, 21_725), p(4, 'B', 1, null), p(3, 'C', 1, 4_963), p(2, 'D', 1, 21_725), p(1, 'E', 1, 43_050)];
  const ids = (xs: Product[]) => xs.map((x) => x.id);
  it('keeps the server order by default, as a copy', () => {
    const out = sortProducts(priced, 'newest');
    expect(ids(out)).toEqual([5, 4, 3, 2, 1]);
    expect(out).not.toBe(priced);
  });
  it('sorts by price both ways, equal prices in the server order, unpriced last', () => {
    expect(ids(sortProducts(priced, 'price-asc'))).toEqual([3, 5, 2, 1, 4]);
    expect(ids(sortProducts(priced, 'price-desc'))).toEqual([1, 5, 2, 3, 4]);
    expect(ids(priced)).toEqual([5, 4, 3, 2, 1]); // the input is untouched
  });
  it('leaves a list with no prices in the server order', () => {
    const none = [p(3, 'A', 1), p(2, 'B', 1), p(1, 'C', 1)];
    expect(ids(sortProducts(none, 'price-asc'))).toEqual([3, 2, 1]);
  });
  it("accepts only the orders it knows (the select's value)", () => {
    expect(isShopOrder('price-asc')).toBe(true);
    expect(isShopOrder('price')).toBe(false);
  });
});
