import { schema, type Db } from '../index';
import { daysFrom, iso } from './dates';
import { productSvg, storeImage, svgImage, type SeedImage } from './images';

/** Category labels (docs/product.md "Product categories"); 6 and 7 are the special-price and QC-reject shelves. */
export const DEMO_CATEGORIES = [
  { id: 1, catName: 'สร้อยคอ' },
  { id: 2, catName: 'สร้อยข้อมือ' },
  { id: 3, catName: 'แหวน' },
  { id: 4, catName: 'กำไล' },
  { id: 5, catName: 'ต่างหู' },
  { id: 6, catName: 'สินค้าราคาพิเศษ' },
  { id: 7, catName: 'สินค้าตกQC' },
] as const;

interface ProductSeed {
  code: string;
  weight: number;
  unit: 'บาท' | 'สลึง' | 'กรัม';
  catId: number;
  top?: 1;
}

// Tag codes: G + N(necklace) B(bracelet) R(ring) K(bangle) E(earring), SP special price, QC reject.
export const DEMO_PRODUCTS: ProductSeed[] = [
  { code: 'GN-101', weight: 1, unit: 'บาท', catId: 1, top: 1 },
  { code: 'GN-102', weight: 2, unit: 'สลึง', catId: 1 },
  { code: 'GN-103', weight: 2, unit: 'บาท', catId: 1, top: 1 },
  { code: 'GN-104', weight: 0.5, unit: 'บาท', catId: 1 },
  { code: 'GN-105', weight: 7.6, unit: 'กรัม', catId: 1 },
  { code: 'GB-201', weight: 1, unit: 'บาท', catId: 2, top: 1 },
  { code: 'GB-202', weight: 2, unit: 'สลึง', catId: 2 },
  { code: 'GB-203', weight: 3.8, unit: 'กรัม', catId: 2 },
  { code: 'GB-204', weight: 1, unit: 'สลึง', catId: 2 },
  { code: 'GR-301', weight: 1, unit: 'สลึง', catId: 3, top: 1 },
  { code: 'GR-302', weight: 1.9, unit: 'กรัม', catId: 3 },
  { code: 'GR-303', weight: 2, unit: 'สลึง', catId: 3 },
  { code: 'GR-304', weight: 0.6, unit: 'กรัม', catId: 3 },
  { code: 'GK-401', weight: 1, unit: 'บาท', catId: 4, top: 1 },
  { code: 'GK-402', weight: 2, unit: 'บาท', catId: 4 },
  { code: 'GK-403', weight: 1, unit: 'สลึง', catId: 4 },
  { code: 'GK-404', weight: 15.2, unit: 'กรัม', catId: 4 },
  { code: 'GE-501', weight: 1, unit: 'สลึง', catId: 5 },
  { code: 'GE-502', weight: 1.9, unit: 'กรัม', catId: 5 },
  { code: 'GE-503', weight: 2, unit: 'สลึง', catId: 5 },
  { code: 'SP-601', weight: 1, unit: 'บาท', catId: 6 },
  { code: 'SP-602', weight: 2, unit: 'สลึง', catId: 6, top: 1 },
  { code: 'SP-603', weight: 1, unit: 'บาท', catId: 6 },
  { code: 'SP-604', weight: 1, unit: 'บาท', catId: 6 },
  { code: 'SP-605', weight: 3.8, unit: 'กรัม', catId: 6 },
  { code: 'QC-701', weight: 1.8, unit: 'กรัม', catId: 7 },
  { code: 'QC-702', weight: 1, unit: 'สลึง', catId: 7 },
  { code: 'QC-703', weight: 3.7, unit: 'กรัม', catId: 7 },
];

/**
 * ค่ากำเหน็จ per piece in baht, by category: fine chains and bangles take more work than plain rings and
 * studs; the special-price goods (6) and seconds (7) are sold near their gold worth.
 */
const DEMO_MAKING_CHARGE: Record<number, number> = { 1: 1_200, 2: 1_000, 3: 800, 4: 900, 5: 600, 6: 300, 7: 200 };

export type CatalogAssets = SeedImage[];

/** One picture per product, drawn for its category (variant = its place within the category). */
export function prepareCatalog(): Promise<CatalogAssets> {
  const seen = new Map<number, number>();
  return Promise.all(
    DEMO_PRODUCTS.map((p) => {
      const variant = seen.get(p.catId) ?? 0;
      seen.set(p.catId, variant + 1);
      return svgImage(productSvg(p.catId, variant), 'product');
    }),
  );
}

export function insertCatalog(tx: Db, images: CatalogAssets, now: Date): void {
  tx.insert(schema.categories)
    .values([...DEMO_CATEGORIES])
    .run();
  tx.insert(schema.products)
    .values(
      DEMO_PRODUCTS.map((p, i) => ({
        code: p.code,
        weight: p.weight,
        unit: p.unit,
        catId: p.catId,
        makingChargeSatang: (DEMO_MAKING_CHARGE[p.catId] ?? 0) * 100,
        img: storeImage(tx, images[i]!),
        topStatus: p.top ?? 0,
        // Older first, so "newest first" lists start with the last ones added.
        createdAt: iso(daysFrom(now, -90 + i)),
      })),
    )
    .run();
}
