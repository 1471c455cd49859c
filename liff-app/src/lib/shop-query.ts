import {
  CATALOGUE_SORTS,
  type CatalogueQuery,
  type CatalogueSort,
  SHOP_PAGE_SIZE,
  WEIGHT_SIZES,
  type WeightSize,
} from '@goldshop/api/contract';
import { pageCount } from './pager';

/**
 * What /shop shows, kept in its address under the names of the server's catalogue call
 * (`?q=…&cat=…&weight=…&min_price=…&max_price=…&sort=…&page=…`), so that back, a reload or a shared link opens
 * the same list, and the address is the call's query (docs/decisions.md "The shop's list comes from the
 * server"). Defaults are left out: a plain /shop is the whole shop, newest first, page 1.
 */
export interface ShopQuery {
  /** The search as typed, trimmed. */
  q: string;
  /** A category id as the select holds it, or ALL. */
  cat: string;
  /** A size as customers say it (WEIGHT_SIZES), or ALL. */
  weight: WeightSize | typeof ALL;
  sort: CatalogueSort;
  page: number;
  /** Today's price range in whole baht; null: open. */
  minPrice: number | null;
  maxPrice: number | null;
}

/** Cards a page: the contract's (the server preloads the first page's photos for that size). */
export { SHOP_PAGE_SIZE };
/** The selects' "every category" / "any weight" value ('ทั้งหมด'). */
export const ALL = 'all';

export const SHOP_QUERY_DEFAULTS: Readonly<ShopQuery> = {
  q: '',
  cat: ALL,
  weight: ALL,
  sort: 'new',
  page: 1,
  minPrice: null,
  maxPrice: null,
};
const KEYS = ['q', 'cat', 'weight', 'min_price', 'max_price', 'sort', 'page'] as const;
/** The order's name in addresses written before the list came from the server; read, then written as `sort`. */
const OLD_ORDER: Record<string, CatalogueSort> = { newest: 'new', 'price-asc': 'price', 'price-desc': '-price' };

/** The orders a member picks from; the price ones only while there are prices to sort by. */
export const SHOP_SORTS: readonly { value: CatalogueSort; label: string; byPrice?: true }[] = [
  { value: 'new', label: 'สินค้าใหม่ล่าสุด' },
  { value: 'price', label: 'ราคาน้อยไปมาก', byPrice: true },
  { value: '-price', label: 'ราคามากไปน้อย', byPrice: true },
  { value: 'weight', label: 'น้ำหนักน้อยไปมาก' },
];
const isSort = (v: string): v is CatalogueSort => (CATALOGUE_SORTS as readonly string[]).includes(v);
const isWeight = (v: string): v is WeightSize => WEIGHT_SIZES.some((w) => w.value === v);

/** A price bound as the address or the box gives it: whole baht from 0, else open (null). */
const BAHT = /^\d{1,9}$/;
export const readBaht = (text: string | null): number | null => (text !== null && BAHT.test(text.trim()) ? Number(text.trim()) : null);
/** The catalogue call's longest search (its contract); longer than any code, name and weight together. */
export const MAX_Q = 50;
const POSITIVE = /^[1-9]\d{0,8}$/;
/** The search as the address keeps it. */
export const cleanSearch = (q: string) => q.trim().slice(0, MAX_Q).trim();

/** Reads the address; anything malformed (page=abc, cat=x, an unknown sort or size) is the default instead. */
export function readShopQuery(search: string | URLSearchParams): ShopQuery {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const cat = params.get('cat') ?? '';
  const weight = params.get('weight') ?? '';
  const sort = params.get('sort') ?? OLD_ORDER[params.get('order') ?? ''] ?? '';
  const page = params.get('page') ?? '';
  return {
    q: cleanSearch(params.get('q') ?? ''),
    cat: POSITIVE.test(cat) && Number(cat) <= 99 ? cat : ALL,
    weight: isWeight(weight) ? weight : ALL,
    sort: isSort(sort) ? sort : SHOP_QUERY_DEFAULTS.sort,
    page: POSITIVE.test(page) ? Number(page) : SHOP_QUERY_DEFAULTS.page,
    minPrice: readBaht(params.get('min_price')),
    maxPrice: readBaht(params.get('max_price')),
  };
}

/**
 * The address's query for a state: only what differs from the defaults, in a fixed order. Parameters that
 * are not ours (a campaign tag on a link from the LINE official account) are kept.
 */
export function writeShopQuery(query: ShopQuery, current: string | URLSearchParams = ''): URLSearchParams {
  const params = new URLSearchParams(current);
  for (const k of [...KEYS, 'order']) params.delete(k);
  const q = cleanSearch(query.q);
  if (q) params.set('q', q);
  if (query.cat !== ALL) params.set('cat', query.cat);
  if (query.weight !== ALL) params.set('weight', query.weight);
  if (query.minPrice !== null) params.set('min_price', String(query.minPrice));
  if (query.maxPrice !== null) params.set('max_price', String(query.maxPrice));
  if (query.sort !== SHOP_QUERY_DEFAULTS.sort) params.set('sort', query.sort);
  if (query.page !== SHOP_QUERY_DEFAULTS.page) params.set('page', String(query.page));
  return params;
}

/** The catalogue call's query for a state: the same names as the address, one page of cards. */
export function catalogueQuery(query: ShopQuery): CatalogueQuery {
  const q = cleanSearch(query.q);
  return {
    ...(q && { q }),
    ...(query.cat !== ALL && { cat: Number(query.cat) }),
    ...(query.weight !== ALL && { weight: query.weight }),
    ...(query.minPrice !== null && { min_price: query.minPrice }),
    ...(query.maxPrice !== null && { max_price: query.maxPrice }),
    ...(query.sort !== SHOP_QUERY_DEFAULTS.sort && { sort: query.sort }),
    page: query.page,
    pageSize: SHOP_PAGE_SIZE,
  };
}

/** A category the shop does not have shows every category; a page past the last shows the first. */
export function settleCategory(query: ShopQuery, categoryIds: readonly number[] | undefined): ShopQuery {
  if (query.cat === ALL || !categoryIds || categoryIds.includes(Number(query.cat))) return query;
  return { ...query, cat: ALL };
}

export function settlePage(query: ShopQuery, total: number | undefined): ShopQuery {
  if (total === undefined || query.page <= Math.max(1, pageCount(total, SHOP_PAGE_SIZE))) return query;
  return { ...query, page: SHOP_QUERY_DEFAULTS.page };
}
