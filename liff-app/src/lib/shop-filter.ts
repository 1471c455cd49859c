import type { Product } from '@goldshop/api/contract';

export const SHOP_PAGE_SIZE = 8;
/** The category dropdown's "every category" value ('ทั้งหมด'). */
export const ALL = 'all';

/** /shop filtering: the search matches the product code (case-insensitive substring), then the category. */
export function filterProducts(products: Product[], search: string, category: string | number): Product[] {
  const q = search.trim().toLowerCase();
  return products.filter(
    (p) => (category === ALL || p.cat_id === Number(category)) && (!q || p.code.toLowerCase().includes(q)),
  );
}

export const pageSlice = <T,>(items: T[], page: number, size = SHOP_PAGE_SIZE) => items.slice((page - 1) * size, page * size);

/** /shop order: as the server lists them (newest first, the default), or by today's price. */
export type ShopOrder = 'newest' | 'price-asc' | 'price-desc';
export const SHOP_ORDERS: readonly { value: ShopOrder; label: string }[] = [
  { value: 'newest', label: 'สินค้าใหม่ล่าสุด' },
  { value: 'price-asc', label: 'ราคาน้อยไปมาก' },
  { value: 'price-desc', label: 'ราคามากไปน้อย' },
];
export const isShopOrder = (v: string): v is ShopOrder => SHOP_ORDERS.some((o) => o.value === v);

/**
 * Sorts a copy by price. Products with no price (no gold price known, or a unit the shop cannot price)
 * go last either way: they cannot be compared, and leading with them would hide the priced ones. Equal
 * prices keep the server's order (Array.prototype.sort is stable).
 */
export function sortProducts(products: readonly Product[], order: ShopOrder): Product[] {
  if (order === 'newest') return [...products];
  const dir = order === 'price-asc' ? 1 : -1;
  return [...products].sort((a, b) => {
    if (a.price === null || b.price === null) return (a.price === null ? 1 : 0) - (b.price === null ? 1 : 0);
    return dir * (a.price - b.price);
  });
}
