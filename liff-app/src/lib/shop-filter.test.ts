import { describe, expect, it } from 'vitest';
import type { Product } from '@goldshop/api/contract';
import { ALL, filterProducts, isShopOrder, pageSlice, sortProducts } from './shop-filter';

const p = (id: number, code: string, cat_id: number, price: number | null = null): Product => ({
  id, code, cat_id, weight: 1, unit: 'บาท', img: null, topStatus: 0, makingCharge: 0, price, priceAt: price === null ? null : '2025-11-21T02:00:00.000Z',
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
  it('accepts only the orders it knows (the select\'s value)', () => {
    expect(isShopOrder('price-asc')).toBe(true);
    expect(isShopOrder('price')).toBe(false);
  });
});
