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
