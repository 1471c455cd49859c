import type { Product } from '@goldshop/api/contract';
import { matchesCategory, type CategoryFilter } from '../../lib/category';

export interface ProductQuery {
  code?: string;
  cat_id?: CategoryFilter;
  current?: number;
  pageSize?: number;
}

/**
 * The table's search, done in the browser on the whole list (shop-product answers every product):
 * code as a case-insensitive substring, the category filter, then the page asked for.
 */
export function queryProducts(all: readonly Product[], q: ProductQuery): { data: Product[]; total: number } {
  const code = q.code?.trim().toLowerCase();
  const hits = all.filter((p) => (!code || p.code.toLowerCase().includes(code)) && matchesCategory(p.cat_id, q.cat_id));
  const size = q.pageSize ?? 10;
  const start = ((q.current ?? 1) - 1) * size;
  return { data: hits.slice(start, start + size), total: hits.length };
}
