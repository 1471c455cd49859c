import { describe, expect, it } from 'vitest';
import type { Product } from '@goldshop/api/contract';
import { ALL, filterProducts, pageSlice } from './shop-filter';

const p = (id: number, code: string, cat_id: number): Product => ({ id, code, cat_id, weight: 1, unit: 'บาท', img: null, topStatus: 0 });
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
