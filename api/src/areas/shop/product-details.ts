import { and, asc, eq, isNull, max } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { type Db, schema } from '@goldshop/db';
import type { ProductDetails, ProductDetailsBody, ProductPurity } from '../../../contract/shop';
import type { ProcessedImage } from '../../lib/image-processing';
import { immediate } from '../../lib/tx';
import { badRequest, notFound } from '../../lib/http-error';
import { audit } from '../../lib/audit';

/*
 * What the console's product editor keeps beyond the card (docs/product.md "Console: home, shop and about editors"): the OCPB
 * label, the photos in their order (position 0 is also products.img, the original API's one picture), and the
 * stock per branch (no row: not kept in stock).
 */

type Images = FastifyInstance['images'];
const { products, productImages, productStock } = schema;

export function productDetails(db: Db, id: number, src: (hash: string) => string | null): ProductDetails {
  const r = db.select().from(products).where(eq(products.id, id)).get();
  if (!r) throw notFound('ไม่พบสินค้านี้');
  const photos = db.select().from(productImages).where(eq(productImages.productId, id)).orderBy(asc(productImages.position)).all();
  const stock = new Map(
    db
      .select()
      .from(productStock)
      .where(eq(productStock.productId, id))
      .all()
      .map((s) => [s.branchId, s.quantity]),
  );
  const branches = db
    .select({ id: schema.branches.id, name: schema.branches.name })
    .from(schema.branches)
    .where(isNull(schema.branches.closedAt))
    .orderBy(asc(schema.branches.id))
    .all();
  return {
    id,
    name: r.name,
    kind: r.kind,
    maker: r.maker,
    purity: r.purity as ProductPurity,
    photos: photos.map((p) => ({ image: p.image, src: src(p.image) ?? '', alt: p.alt })),
    stock: branches.map((b) => ({ branchId: b.id, name: b.name, quantity: stock.get(b.id) ?? null })),
  };
}

/**
 * Saves the label, the photos' order and alt texts, and the stock, in one transaction with its audit row. The
 * photos sent are a reordering of the product's own (one left out is removed from the product; none new can be
 * named here: a new photo is uploaded with addPhoto); a product keeps at least one.
 */
export function setProductDetails(db: Db, staffId: number, id: number, body: ProductDetailsBody) {
  return immediate(db, (tx) => {
    const before = tx.select().from(products).where(eq(products.id, id)).get();
    if (!before) throw notFound('ไม่พบสินค้านี้');
    const own = new Set(
      tx
        .select({ image: productImages.image })
        .from(productImages)
        .where(eq(productImages.productId, id))
        .all()
        .map((p) => p.image),
    );
    const hashes = body.photos.map((p) => p.image);
    if (hashes.some((h) => !own.has(h)) || new Set(hashes).size !== hashes.length) {
      throw badRequest('VALIDATION', 'รูปที่ส่งมาต้องเป็นรูปของสินค้านี้ และไม่ซ้ำกัน');
    }
    if (own.size > 0 && hashes.length === 0) throw badRequest('VALIDATION', 'สินค้าต้องมีรูปอย่างน้อย 1 รูป');
    const open = new Set(
      tx
        .select({ id: schema.branches.id })
        .from(schema.branches)
        .all()
        .map((b) => b.id),
    );
    const branchIds = body.stock.map((s) => s.branchId);
    if (branchIds.some((b) => !open.has(b)) || new Set(branchIds).size !== branchIds.length) {
      throw badRequest('VALIDATION', 'สาขาที่ส่งมาไม่ถูกต้อง');
    }
    const beforePhotos = tx.select().from(productImages).where(eq(productImages.productId, id)).all();
    const beforeStock = tx.select().from(productStock).where(eq(productStock.productId, id)).all();
    tx.delete(productImages).where(eq(productImages.productId, id)).run();
    if (body.photos.length) {
      tx.insert(productImages)
        .values(body.photos.map((p, position) => ({ productId: id, position, image: p.image, alt: p.alt.trim() })))
        .run();
    }
    tx.delete(productStock).where(eq(productStock.productId, id)).run();
    const kept = body.stock.flatMap((s) => (s.quantity === null ? [] : [{ productId: id, branchId: s.branchId, quantity: s.quantity }]));
    if (kept.length) tx.insert(productStock).values(kept).run();
    const after = tx
      .update(products)
      .set({ name: body.name.trim(), kind: body.kind.trim(), maker: body.maker.trim(), purity: body.purity, img: hashes[0] ?? before.img })
      .where(eq(products.id, id))
      .returning()
      .get()!;
    audit(
      tx,
      staffId,
      'update',
      'product',
      id,
      { ...before, photos: beforePhotos, stock: beforeStock },
      { ...after, photos: body.photos, stock: kept },
    );
  });
}

/** A new photo after the product's others (the first one a product gets becomes its card picture). */
export function addPhoto(db: Db, images: Images, staffId: number, id: number, img: ProcessedImage, alt: string) {
  return immediate(db, (tx) => {
    const before = tx.select().from(products).where(eq(products.id, id)).get();
    if (!before) throw notFound('ไม่พบสินค้านี้');
    const last = tx
      .select({ n: max(productImages.position) })
      .from(productImages)
      .where(eq(productImages.productId, id))
      .get()?.n;
    const position = last === null || last === undefined ? 0 : last + 1;
    const hash = images.store(tx, img, 'product');
    tx.insert(productImages).values({ productId: id, position, image: hash, alt: alt.trim() }).run();
    if (position === 0) tx.update(products).set({ img: hash }).where(eq(products.id, id)).run();
    audit(tx, staffId, 'update', 'product', id, null, { photo: hash, position, alt });
  });
}

/**
 * Keeps position 0 equal to products.img when the original API's calls set the picture: a new product's
 * picture is its first photo, and a new picture sent to update-product replaces the first photo.
 */
export function setFirstPhoto(tx: Db, id: number, hash: string) {
  const first = tx.select().from(productImages).where(eq(productImages.productId, id)).orderBy(asc(productImages.position)).get();
  if (first) {
    tx.update(productImages)
      .set({ image: hash, alt: first.image === hash ? first.alt : '' })
      .where(and(eq(productImages.productId, id), eq(productImages.position, first.position)))
      .run();
    return;
  }
  tx.insert(productImages).values({ productId: id, position: 0, image: hash, alt: '' }).run();
}
