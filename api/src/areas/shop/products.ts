import { asc, desc, eq, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { type Db, schema } from '@goldshop/db';
import type { Product, ProductFields, ProductUpdateFields } from '../../../contract/shop';
import type { ProcessedImage } from '../../lib/image-processing';
import { immediate } from '../../lib/tx';
import { notFound } from '../../lib/http-error';
import { audit } from '../../lib/audit';
import { formBahtToSatang, satangToBaht } from '../../lib/money';
import { productPriceBaht } from '../gold-price/pricing';
import type { PriceInUse } from '../gold-price/price-source';
import { setFirstPhoto } from './product-details';

/*
 * The catalogue: products newest first, the categories, and staff changes to products, each written with
 * its audit row in one transaction.
 */

type Images = FastifyInstance['images'];
export type ProductRow = typeof schema.products.$inferSelect;
const products = schema.products;

/** docs/product.md "Product categories": cat_id 6 is the special-price goods of the home page's special-price carousel. */
const SPECIAL_PRICE_CAT_ID = 6;

/** The public product lists and which products each holds. */
export const PRODUCT_LISTS = {
  all: undefined,
  specialPrice: eq(products.catId, SPECIAL_PRICE_CAT_ID),
  featured: eq(products.topStatus, 1),
} satisfies Record<string, SQL | undefined>;
export type ProductList = keyof typeof PRODUCT_LISTS;

export const productList = (db: Db, list: ProductList) =>
  db.select().from(products).where(PRODUCT_LISTS[list]).orderBy(desc(products.createdAt), desc(products.id)).all();

export const categories = (db: Db) =>
  db
    .select({ id: schema.categories.id, cat_name: schema.categories.catName })
    .from(schema.categories)
    .orderBy(asc(schema.categories.id))
    .all();

/**
 * A product in the contract's shape, priced at the price in use (none known: no price); `image` shows the
 * stored image as the request asked (base64 or URL).
 */
export function toProduct(r: ProductRow, image: (hash: string | null) => string | null, price: PriceInUse | null, paused = false): Product {
  return {
    id: r.id,
    code: r.code,
    weight: r.weight,
    unit: r.unit,
    cat_id: r.catId,
    img: image(r.img),
    topStatus: r.topStatus ? 1 : 0,
    makingCharge: satangToBaht(r.makingChargeSatang),
    price: paused ? null : price && productPriceBaht(r.weight, r.unit, price.ornamentSatang, r.makingChargeSatang),
    priceAt: paused ? null : (price?.at ?? null),
    ...(paused && { pricePaused: true as const }),
  };
}

/** A making charge from a staff form, in satang (finer than a satang is a 400). */
const makingCharge = (baht: number | undefined) => (baht === undefined ? undefined : formBahtToSatang(baht, 'makingCharge'));

export function addProduct(db: Db, images: Images, staffId: number, fields: ProductFields, img: ProcessedImage) {
  return immediate(db, (tx) => {
    const created = tx
      .insert(products)
      .values({
        code: fields.code,
        weight: fields.weight,
        unit: fields.unit,
        catId: fields.cat_id,
        makingChargeSatang: makingCharge(fields.makingCharge) ?? 0,
        img: images.store(tx, img, 'product'),
      })
      .returning()
      .get();
    if (created.img) setFirstPhoto(tx, created.id, created.img);
    audit(tx, staffId, 'create', 'product', created.id, null, created);
    return created;
  });
}

type ProductChange =
  | { action: 'update'; fields: ProductUpdateFields; img?: ProcessedImage }
  | { action: 'set_top_status'; topStatus: 0 | 1 }
  | { action: 'delete' };

/**
 * One staff change to a product. A field left out of an update keeps what is saved, and so does the image
 * unless a new one is sent. A delete leaves the image: images are shared by hash and may be used elsewhere.
 */
export function changeProduct(db: Db, images: Images, staffId: number, id: number, change: ProductChange) {
  return immediate(db, (tx) => {
    const before = tx.select().from(products).where(eq(products.id, id)).get();
    if (!before) throw notFound('ไม่พบสินค้านี้');
    const one = eq(products.id, before.id);
    let after: ProductRow | null = null;
    if (change.action === 'delete') tx.delete(products).where(one).run();
    else {
      const set =
        change.action === 'set_top_status'
          ? { topStatus: change.topStatus }
          : {
              code: change.fields.code,
              weight: change.fields.weight,
              unit: change.fields.unit,
              catId: change.fields.cat_id,
              makingChargeSatang: makingCharge(change.fields.makingCharge),
              img: change.img ? images.store(tx, change.img, 'product') : before.img,
            };
      after = tx.update(products).set(set).where(one).returning().get()!;
      if (after.img && after.img !== before.img) setFirstPhoto(tx, id, after.img);
    }
    audit(tx, staffId, change.action, 'product', id, before, after);
    return after;
  });
}
