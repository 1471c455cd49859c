import { asc, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type Db, schema } from '@goldshop/db';
import { type CatalogueItem, type CatalogueQuery, inWeightSize, type ProductPage, type ProductPurity } from '../../../contract/shop';
import { searchMatcher } from '../../../contract/shop-search';
import { notFound } from '../../lib/http-error';
import { satangToBaht } from '../../lib/money';
import { ornamentGrams, productPriceSplit } from '../gold-price/pricing';
import type { PriceInUse } from '../gold-price/price-source';
import { productList, toProduct, type ProductRow } from './products';
import { appLink } from '../../lib/line/links';

/*
 * A product's own page and the filtered catalogue (docs/product.md "Member app: a product's page"). Both price
 * with toProduct, the catalogue's one computation, so a page never shows a price the card does not.
 */

/** docs/product.md "Product categories": a value beyond the category table reads as a quality-check reject. */
const QC_REJECT = 'สินค้าตก QC';
/** How many related pieces a page shows. */
const RELATED = 4;
export const PRODUCT_NOT_FOUND = 'ไม่พบสินค้ารหัสนี้';

export interface Pricing {
  price: PriceInUse | null;
  paused: boolean;
}
type Image = (hash: string | null) => string | null;

const categoryNames = (db: Db) =>
  new Map(
    db
      .select({ id: schema.categories.id, name: schema.categories.catName })
      .from(schema.categories)
      .all()
      .map((c) => [c.id, c.name]),
  );

const categoryName = (names: Map<number, string>, catId: number) => names.get(catId) ?? QC_REJECT;

/** What a product is called: its own name, or its category and code. */
export const productName = (r: ProductRow, category: string) => r.name.trim() || `${category} รหัส ${r.code}`;

export function toCatalogueItem(r: ProductRow, image: Image, pricing: Pricing, names: Map<number, string>): CatalogueItem {
  return {
    ...toProduct(r, image, pricing.price, pricing.paused),
    name: productName(r, categoryName(names, r.catId)),
    purity: r.purity as ProductPurity,
    grams: ornamentGrams(r.weight, r.unit),
  };
}

const SORTS: Record<NonNullable<CatalogueQuery['sort']>, (a: CatalogueItem, b: CatalogueItem) => number> = {
  // Unpriced pieces last in both price orders: a missing price is neither cheap nor dear.
  price: (a, b) => (a.price ?? Infinity) - (b.price ?? Infinity),
  '-price': (a, b) => (b.price ?? -Infinity) - (a.price ?? -Infinity),
  weight: (a, b) => (a.grams ?? Infinity) - (b.grams ?? Infinity),
  new: () => 0,
};

/**
 * The catalogue filtered, sorted and paged. Prices follow the gold price without a database write, so the
 * price filters and sort run over the priced list here rather than in SQL; a shop's catalogue is hundreds of
 * rows, not millions. The order under every sort falls back to the newest first (productList's order).
 * The search reads words as api/contract/shop-search.ts says: codes, the piece's and its category's names,
 * and weights as the shop writes them.
 */
export function catalogue(db: Db, query: CatalogueQuery, image: Image, pricing: Pricing) {
  const names = categoryNames(db);
  const rows = productList(db, 'all');
  const matches = query.q?.trim() ? searchMatcher(query.q, [...new Set(rows.map((r) => r.unit))]) : () => true;
  const items = rows
    .map((r) => toCatalogueItem(r, image, pricing, names))
    .filter(
      (p) =>
        (query.cat === undefined || p.cat_id === query.cat) &&
        matches({ code: p.code, weight: p.weight, unit: p.unit, names: [p.name, categoryName(names, p.cat_id)] }) &&
        (query.min_price === undefined || (p.price !== null && p.price >= query.min_price)) &&
        (query.max_price === undefined || (p.price !== null && p.price <= query.max_price)) &&
        (query.min_grams === undefined || (p.grams !== null && p.grams >= query.min_grams)) &&
        (query.max_grams === undefined || (p.grams !== null && p.grams <= query.max_grams)) &&
        (query.weight === undefined || inWeightSize(p.grams, query.weight)),
    );
  const sorted = query.sort && query.sort !== 'new' ? items.sort(SORTS[query.sort]) : items;
  const page = query.page ?? 1;
  const size = query.pageSize ?? 20;
  return { data: sorted.slice((page - 1) * size, page * size), total: sorted.length };
}

/** The weight as the shop says it: '1 บาท', '2 สลึง', '7.6 กรัม'. */
const weightText = (r: ProductRow) => `${Number(r.weight.toFixed(4))} ${r.unit}`;

/** The oaMessage link that opens the shop's LINE chat with the question and the page's address written. */
export function askLineUrl(config: FastifyInstance['config'], r: ProductRow, name: string): string | null {
  const { basicIdSet, basicId } = config.line;
  if (!basicIdSet) return null;
  const text = `สอบถามสินค้า ${r.code} ${name}\n${appLink(config.line, `/shop/${encodeURIComponent(r.code)}`)}`;
  return `https://line.me/R/oaMessage/${encodeURIComponent(basicId)}/?${encodeURIComponent(text)}`;
}

export const productByCode = (db: Db, code: string) => db.select().from(schema.products).where(eq(schema.products.code, code)).get();

export function productPage(app: FastifyInstance, req: FastifyRequest, code: string, pricing: Pricing): ProductPage {
  const { db } = app;
  const r = productByCode(db, code);
  if (!r) throw notFound(PRODUCT_NOT_FOUND);
  const image: Image = (hash) => app.images.field(req, hash);
  const names = categoryNames(db);
  const item = toCatalogueItem(r, image, pricing, names);
  const split =
    item.price === null || !pricing.price ? null : productPriceSplit(r.weight, r.unit, pricing.price.ornamentSatang, r.makingChargeSatang);
  const photos = db
    .select()
    .from(schema.productImages)
    .where(eq(schema.productImages.productId, r.id))
    .orderBy(asc(schema.productImages.position))
    .all();
  const stock = new Map(
    db
      .select()
      .from(schema.productStock)
      .where(eq(schema.productStock.productId, r.id))
      .all()
      .map((s) => [s.branchId, s.quantity]),
  );
  const branches = db
    .select({ id: schema.branches.id, name: schema.branches.name })
    .from(schema.branches)
    .where(isNull(schema.branches.closedAt))
    .orderBy(asc(schema.branches.id))
    .all();
  const related = productList(db, 'all')
    .filter((o) => o.id !== r.id && o.catId === r.catId)
    .map((o) => toCatalogueItem(o, image, pricing, names))
    // Nearest in weight first: a customer looking at 1 บาท looks at 1 บาท and its neighbours.
    .sort((a, b) => Math.abs((a.grams ?? Infinity) - (item.grams ?? 0)) - Math.abs((b.grams ?? Infinity) - (item.grams ?? 0)))
    .slice(0, RELATED);
  return {
    ...item,
    catId: r.catId,
    categoryName: categoryName(names, r.catId),
    weightText: weightText(r),
    goldValue: split && satangToBaht(split.goldSatang),
    workmanship: split && satangToBaht(split.workmanshipSatang),
    images: photos.flatMap((p, i) => {
      const src = image(p.image);
      return src ? [{ src, alt: p.alt.trim() || `${item.name} รูปที่ ${i + 1}` }] : [];
    }),
    label: { kind: r.kind.trim() || categoryName(names, r.catId), maker: r.maker, purity: item.purity, grams: item.grams },
    branches: branches.map((b) => ({ id: b.id, name: b.name, stock: stock.has(b.id) ? stock.get(b.id)! : null })),
    related,
    askLineUrl: askLineUrl(app.config, r, item.name),
  };
}
