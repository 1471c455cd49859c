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

/** What each category's pieces are called, their label's kind, and the pattern of each piece in turn. */
const DEMO_KINDS: Record<number, { kind: string; patterns: string[] }> = {
  1: { kind: 'สร้อยคอทองคำ', patterns: ['ลายสี่เสา', 'ลายโซ่', 'ลายเบนซ์', 'ลายผ่าหวาย', 'ลายกระดูกงู'] },
  2: { kind: 'สร้อยข้อมือทองคำ', patterns: ['ลายสี่เสา', 'ลายโซ่', 'ลายมีนา', 'ลายสุโขทัย'] },
  3: { kind: 'แหวนทองคำ', patterns: ['เกลี้ยง', 'ลายหัวใจ', 'ลายมังกร', 'ลายดอกไม้'] },
  4: { kind: 'กำไลทองคำ', patterns: ['ลายจิกเพชร', 'เกลี้ยง', 'ลายดอกพิกุล', 'ลายพญานาค'] },
  5: { kind: 'ต่างหูทองคำ', patterns: ['แป้นกลม', 'ห่วง', 'ลายดอกไม้'] },
  6: { kind: 'ทองรูปพรรณ', patterns: ['ราคาพิเศษ'] },
  7: { kind: 'ทองรูปพรรณ', patterns: ['ตกQC'] },
};
const DEMO_MAKER = 'ห้างทองตัวอย่าง (ผลิตเอง)';

/** The demo's products that have a second photo: every necklace and every featured piece (a few, so the seed stays quick). */
const hasSecondPhoto = (p: ProductSeed) => p.catId === 1 || p.top === 1;

/** Stock per branch name: every third piece is not kept at เขาวิเศษ, and a few are out at นาวง (0). */
const demoStock = (i: number): Record<string, number> | null =>
  i >= 20 ? null : { นาวง: i % 4 === 3 ? 0 : 1 + (i % 3), หาดสำราญ: 1 + (i % 2), ...(i % 3 === 2 ? {} : { เขาวิเศษ: 2 }) };

export interface CatalogAssets {
  first: SeedImage[];
  /** By product index; undefined where the product has one photo. */
  second: (SeedImage | undefined)[];
}

/** One picture per product, drawn for its category (variant = its place within the category), and a second for some. */
export async function prepareCatalog(): Promise<CatalogAssets> {
  const seen = new Map<number, number>();
  const variants = DEMO_PRODUCTS.map((p) => {
    const variant = seen.get(p.catId) ?? 0;
    seen.set(p.catId, variant + 1);
    return variant;
  });
  const [first, second] = await Promise.all([
    Promise.all(DEMO_PRODUCTS.map((p, i) => svgImage(productSvg(p.catId, variants[i]!), 'product'))),
    Promise.all(DEMO_PRODUCTS.map((p, i) => (hasSecondPhoto(p) ? svgImage(productSvg(p.catId, variants[i]! + 50), 'product') : undefined))),
  ]);
  return { first, second };
}

export function insertCatalog(tx: Db, images: CatalogAssets, now: Date, branchIds: Record<string, number> = {}): void {
  tx.insert(schema.categories)
    .values([...DEMO_CATEGORIES])
    .run();
  const seen = new Map<number, number>();
  const rows = tx
    .insert(schema.products)
    .values(
      DEMO_PRODUCTS.map((p, i) => {
        const k = DEMO_KINDS[p.catId]!;
        const n = seen.get(p.catId) ?? 0;
        seen.set(p.catId, n + 1);
        return {
          code: p.code,
          weight: p.weight,
          unit: p.unit,
          catId: p.catId,
          makingChargeSatang: (DEMO_MAKING_CHARGE[p.catId] ?? 0) * 100,
          img: storeImage(tx, images.first[i]!),
          topStatus: p.top ?? 0,
          name: `${k.kind.replace('ทองคำ', '')}${k.patterns[n % k.patterns.length]}`,
          kind: k.kind,
          maker: DEMO_MAKER,
          // Older first, so "newest first" lists start with the last ones added.
          createdAt: iso(daysFrom(now, -90 + i)),
        };
      }),
    )
    .returning({ id: schema.products.id, img: schema.products.img, name: schema.products.name })
    .all();
  rows.forEach((row, i) => {
    const second = images.second[i];
    const photos = [
      { productId: row.id, position: 0, image: row.img!, alt: `${row.name} ภาพด้านหน้า` },
      ...(second ? [{ productId: row.id, position: 1, image: storeImage(tx, second), alt: `${row.name} ภาพใกล้` }] : []),
    ];
    tx.insert(schema.productImages).values(photos).run();
    const stock = Object.entries(demoStock(i) ?? {}).flatMap(([branch, quantity]) =>
      branchIds[branch] ? [{ productId: row.id, branchId: branchIds[branch], quantity }] : [],
    );
    if (stock.length) tx.insert(schema.productStock).values(stock).run();
  });
}
