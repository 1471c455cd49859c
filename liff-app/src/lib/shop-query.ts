import { pageCount } from './pager';
import { ALL, isShopOrder, SHOP_PAGE_SIZE, type ShopOrder } from './shop-filter';

/**
 * What /shop shows, kept in its address (`?q=…&cat=…&order=…&page=…`) so that back, a reload or a shared
 * link opens the same list. Defaults are left out: a plain /shop is the whole shop, newest first, page 1.
 */
export interface ShopQuery {
  /** The search as typed, trimmed. */
  q: string;
  /** A category id as the select holds it, or ALL. */
  cat: string;
  order: ShopOrder;
  page: number;
  /** Today's price range in whole baht (`min_price`, `max_price`, as the server's catalogue call names them); null: open. */
  minPrice: number | null;
  maxPrice: number | null;
}

export const SHOP_QUERY_DEFAULTS: Readonly<ShopQuery> = { q: '', cat: ALL, order: 'newest', page: 1, minPrice: null, maxPrice: null };
const KEYS = ['q', 'cat', 'min_price', 'max_price', 'order', 'page'] as const;
/** A price bound as the address or the box gives it: whole baht from 0, else open (null). */
const BAHT = /^\d{1,9}$/;
export const readBaht = (text: string | null): number | null => (text !== null && BAHT.test(text.trim()) ? Number(text.trim()) : null);
/** Longer than any code, category and weight together; an address is no place for an essay. */
export const MAX_Q = 100;
const POSITIVE = /^[1-9]\d{0,8}$/;
/** The search as the address keeps it. */
export const cleanSearch = (q: string) => q.trim().slice(0, MAX_Q).trim();

/** Reads the address; anything malformed (page=abc, cat=x, an unknown order) is the default instead. */
export function readShopQuery(search: string | URLSearchParams): ShopQuery {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const cat = params.get('cat') ?? '';
  const order = params.get('order') ?? '';
  const page = params.get('page') ?? '';
  return {
    q: cleanSearch(params.get('q') ?? ''),
    cat: POSITIVE.test(cat) ? cat : ALL,
    order: isShopOrder(order) ? order : SHOP_QUERY_DEFAULTS.order,
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
  for (const k of KEYS) params.delete(k);
  const q = cleanSearch(query.q);
  if (q) params.set('q', q);
  if (query.cat !== ALL) params.set('cat', query.cat);
  if (query.minPrice !== null) params.set('min_price', String(query.minPrice));
  if (query.maxPrice !== null) params.set('max_price', String(query.maxPrice));
  if (query.order !== SHOP_QUERY_DEFAULTS.order) params.set('order', query.order);
  if (query.page !== SHOP_QUERY_DEFAULTS.page) params.set('page', String(query.page));
  return params;
}

/** A category the shop does not have shows every category; a page past the last shows the first. */
export function settleCategory(query: ShopQuery, categoryIds: readonly number[] | undefined): ShopQuery {
  if (query.cat === ALL || !categoryIds || categoryIds.includes(Number(query.cat))) return query;
  return { ...query, cat: ALL };
}

export function settlePage(query: ShopQuery, total: number | undefined): ShopQuery {
  if (total === undefined || query.page <= pageCount(total, SHOP_PAGE_SIZE)) return query;
  return { ...query, page: SHOP_QUERY_DEFAULTS.page };
}

/**
 * The pieces within the price range (either bound open). With a bound set, a piece with no price today (prices
 * paused, no gold price) is left out: it cannot be said to be in the range.
 */
export function inPriceRange<T extends { price: number | null }>(items: readonly T[], q: Pick<ShopQuery, 'minPrice' | 'maxPrice'>): T[] {
  if (q.minPrice === null && q.maxPrice === null) return [...items];
  return items.filter(
    (p) => p.price !== null && (q.minPrice === null || p.price >= q.minPrice) && (q.maxPrice === null || p.price <= q.maxPrice),
  );
}
