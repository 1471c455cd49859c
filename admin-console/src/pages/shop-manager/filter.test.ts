import { describe, expect, it } from 'vitest';
import type { Product } from '@goldshop/api/contract';
import { QC_FILTER } from '../../lib/category';
import { queryProducts } from './filter';

const product = (id: number, code: string, cat_id: number): Product => ({
  id,
  code,
  cat_id,
  weight: 1,
  unit: 'บาท',
  img: null,
  topStatus: 0,
  makingCharge: 0,
  price: null,
  priceAt: null,
});
const all = Array.from({ length: 23 }, (_, i) => product(i + 1, `N${String(i + 1).padStart(3, '0')}`, (i % 8) + 1));

describe('product table query', () => {
  it('pages ten at a time and reports the total', () => {
    expect(queryProducts(all, { current: 1, pageSize: 10 }).data.map((p) => p.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(queryProducts(all, { current: 3, pageSize: 10 })).toMatchObject({ total: 23, data: [{ id: 21 }, { id: 22 }, { id: 23 }] });
  });
  it('searches by code, ignoring case and spaces around it', () => {
    expect(queryProducts(all, { code: ' n01 ' }).data.map((p) => p.code)).toEqual([
      'N010',
      'N011',
      'N012',
      'N013',
      'N014',
      'N015',
      'N016',
      'N017',
      'N018',
      'N019',
    ]);
  });
  it('filters one category, or every QC-reject value together', () => {
    expect(queryProducts(all, { cat_id: 6 }).data.every((p) => p.cat_id === 6)).toBe(true);
    expect(new Set(queryProducts(all, { cat_id: QC_FILTER, pageSize: 50 }).data.map((p) => p.cat_id))).toEqual(new Set([7, 8]));
  });
});
