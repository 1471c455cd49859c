import type { Product } from '@goldshop/api/contract';

export const SHOP_PAGE_SIZE = 8;
/** The category dropdown's "every category" value ('ทั้งหมด'). */
export const ALL = 'all';

/** The units the shop writes weights in; with the list's own units, what may follow a number in a search. */
export const SHOP_UNITS = ['บาท', 'สลึง', 'กรัม'] as const;

/**
 * One spelling for comparing what a member types with what the shop wrote. Thai has no case, but the same
 * word can arrive in different code points: composed or not (NFC), with the zero-width spaces Thai text
 * carries for line breaking, with nikhahit + sara aa typed for sara am (ํา for ำ), or with Thai digits
 * (๒ สลึง). Latin letters (codes) compare without case.
 */
export function normalizeSearch(text: string): string {
  return text
    .normalize('NFC')
    .replace(/[\u200B-\u200D\uFEFF]/g, '')
    .replace(/\u0E4D\u0E32/g, '\u0E33')
    .replace(/[\u0E50-\u0E59]/g, (d) => String(d.charCodeAt(0) - 0x0e50))
    .toLocaleLowerCase('th')
    .trim();
}

/**
 * A search is words separated by spaces, each of which must match (AND):
 * - `text`: part of the code, of the category's name, or of the unit;
 * - `number`: as text (part of a code: "101"), or the weight as shown ("2" finds 2 บาท and 2 สลึง);
 * - `weight`: a number followed by a unit, with or without a space ("2 สลึง", "1บาท", "0.5 บาท"), is one
 *   word: that weight in that unit, and nothing else. Otherwise "สร้อย 1 บาท" would also find a 0.5 บาท
 *   necklace coded GN-104 ("1" in the code, "บาท" in the unit). The unit may be the start of one
 *   ("2 ส"), so the list narrows while it is typed. Weights are not converted between units: 4 สลึง does
 *   not find 1 บาท, as the shop writes each piece's weight in one unit and the member reads it so.
 */
export type SearchTerm =
  | { kind: 'text'; text: string }
  | { kind: 'number'; text: string; value: number }
  | { kind: 'weight'; value: number; unit: string };

const NUMBER = /^\d+(?:\.\d+)?$/;
const NUMBER_THEN_REST = /^(\d+(?:\.\d+)?)(\D.*)$/;

export function parseSearch(search: string, units: readonly string[] = SHOP_UNITS): SearchTerm[] {
  const known = units.map(normalizeSearch).filter(Boolean);
  const isUnit = (word: string | undefined) => !!word && known.some((u) => u.startsWith(word));
  const words = normalizeSearch(search)
    .split(/\s+/)
    .filter(Boolean)
    .flatMap((w) => {
      const m = NUMBER_THEN_REST.exec(w);
      return m && isUnit(m[2]) ? [m[1]!, m[2]!] : [w];
    });
  const terms: SearchTerm[] = [];
  for (let i = 0; i < words.length; i++) {
    const w = words[i]!;
    if (!NUMBER.test(w)) terms.push({ kind: 'text', text: w });
    else if (isUnit(words[i + 1])) terms.push({ kind: 'weight', value: Number(w), unit: words[++i]! });
    else terms.push({ kind: 'number', text: w, value: Number(w) });
  }
  return terms;
}

/** Weights compare as they are shown (formatWeight: up to 2 decimals). */
const sameWeight = (a: number, b: number) => Math.round(a * 100) === Math.round(b * 100);

/** A category's names to search: the server's `cat_name`, and the card's label where that differs. */
export type CategoryNames = ReadonlyMap<number, string | readonly string[]>;

function matcher(terms: SearchTerm[], catNames: CategoryNames) {
  return (p: Product) => {
    const code = normalizeSearch(p.code);
    const unit = normalizeSearch(p.unit);
    const names = ([] as string[]).concat(catNames.get(p.cat_id) ?? []).map(normalizeSearch);
    const inText = (t: string) => code.includes(t) || unit.includes(t) || names.some((n) => n.includes(t));
    return terms.every((t) =>
      t.kind === 'text'
        ? inText(t.text)
        : t.kind === 'number'
          ? inText(t.text) || sameWeight(p.weight, t.value)
          : sameWeight(p.weight, t.value) && unit.startsWith(t.unit),
    );
  };
}

/** /shop filtering: the category, then every word of the search (parseSearch). */
export function filterProducts(
  products: readonly Product[],
  search: string,
  category: string | number,
  catNames: CategoryNames = new Map(),
): Product[] {
  const inCategory = (p: Product) => category === ALL || p.cat_id === Number(category);
  const terms = parseSearch(search, [...SHOP_UNITS, ...new Set(products.map((p) => p.unit))]);
  const matches = matcher(terms, catNames);
  return products.filter((p) => inCategory(p) && matches(p));
}

export const pageSlice = <T>(items: T[], page: number, size = SHOP_PAGE_SIZE) => items.slice((page - 1) * size, page * size);

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
