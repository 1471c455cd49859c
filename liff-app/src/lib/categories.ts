/** Where a product card is shown: docs/product.md "Product categories" gives cat_id 6 a different meaning in each place. */
export type CardContext = 'featured' | 'special' | 'shop';

const BASE: Record<number, string> = {
  1: 'สร้อยคอ',
  2: 'สร้อยข้อมือ',
  3: 'แหวน',
  4: 'กำไล',
  5: 'ต่างหู',
};

export const SPECIAL_PRICE = 'สินค้าราคาพิเศษ';
export const PAWN_FORFEITED = 'ทองหลุดจำนำ';
export const QC_REJECT = 'สินค้าตก QC';

/**
 * cat_id labels (docs/product.md "Product categories"): 1-5 everywhere; 6 is special-price goods in the special-price carousel and
 * shop cards but pawn-forfeited goods in the featured carousel; 7 is QC-reject in carousels and shop.
 * Any other id is not described for members: the server's category name is used when there is one.
 */
export function categoryLabel(catId: number, context: CardContext, serverName?: string): string {
  const base = BASE[catId];
  if (base) return base;
  if (catId === 6) return context === 'featured' ? PAWN_FORFEITED : SPECIAL_PRICE;
  if (catId === 7) return QC_REJECT;
  return serverName ?? 'สินค้าอื่น ๆ';
}
