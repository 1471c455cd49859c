import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { eq } from 'drizzle-orm';
import { type Db, schema } from '@goldshop/db';
import { Product, ProductFields, ProductUpdateFields, TopStatusBody } from '../../../contract/shop';
import { IdParam, Message, withErrors } from '../../../contract/common';
import { immediate } from '../../lib/tx';
import { notFound } from '../../lib/http-error';
import { acceptUploads, readMultipart, requireFiles } from '../../lib/multipart';
import { audit } from '../../lib/audit';
import { toProduct } from './product-row';

type Row = typeof schema.products.$inferSelect;
const t = schema.products;
const asContract = (r: Row) => ({ id: r.id, code: r.code, weight: r.weight, unit: r.unit, cat_id: r.catId, img: r.img, topStatus: r.topStatus });

/** Staff product management (SPEC §7 add-product, update-product, update-top-status, delete-product). */
const manage: FastifyPluginAsyncTypebox = async (app) => {
  await acceptUploads(app);
  const staffOnly = { onRequest: app.requireStaff };

  function change(id: number, staffId: number, action: string, fn: (tx: Db, before: Row) => Row | null) {
    return immediate(app.db, (tx) => {
      const before = tx.select().from(t).where(eq(t.id, id)).get();
      if (!before) throw notFound('ไม่พบสินค้านี้');
      const after = fn(tx, before);
      audit(tx, staffId, action, 'product', id, before, after);
      return after;
    });
  }

  app.post('/add-product', { ...staffOnly, schema: { response: withErrors({ 200: Product }) } }, async (req) => {
    const { fields, files } = await readMultipart(req, ProductFields, ['img']);
    requireFiles(files, ['img']);
    const img = await app.images.prepare(files.img!, 'product');
    const row = immediate(app.db, (tx) => {
      const created = tx
        .insert(t)
        .values({ code: fields.code, weight: fields.weight, unit: fields.unit, catId: fields.cat_id, img: app.images.store(tx, img, 'product') })
        .returning()
        .get();
      audit(tx, req.staff!.id, 'create', 'product', created.id, null, created);
      return created;
    });
    return toProduct(app, req, asContract(row));
  });

  app.post('/update-product/:id', { ...staffOnly, schema: { params: IdParam, response: withErrors({ 200: Product }) } }, async (req) => {
    const { fields, files } = await readMultipart(req, ProductUpdateFields, ['img']);
    const img = files.img ? await app.images.prepare(files.img, 'product') : undefined;
    const row = change(req.params.id, req.staff!.id, 'update', (tx, before) =>
      tx
        .update(t)
        .set({
          code: fields.code,
          weight: fields.weight,
          unit: fields.unit,
          catId: fields.cat_id,
          img: img ? app.images.store(tx, img, 'product') : before.img,
        })
        .where(eq(t.id, before.id))
        .returning()
        .get()!,
    )!;
    return toProduct(app, req, asContract(row));
  });

  app.put(
    '/update-top-status/:id',
    { ...staffOnly, schema: { params: IdParam, body: TopStatusBody, response: withErrors({ 200: Product }) } },
    async (req) => {
      const row = change(req.params.id, req.staff!.id, 'set_top_status', (tx, before) =>
        tx.update(t).set({ topStatus: req.body.topStatus }).where(eq(t.id, before.id)).returning().get()!,
      )!;
      return toProduct(app, req, asContract(row));
    },
  );

  app.delete('/delete-product/:id', { ...staffOnly, schema: { params: IdParam, response: withErrors({ 200: Message }) } }, async (req) => {
    // The image row stays: images are shared by hash and may be used elsewhere.
    change(req.params.id, req.staff!.id, 'delete', (tx, before) => (tx.delete(t).where(eq(t.id, before.id)).run(), null));
    return { message: 'ลบสินค้าแล้ว' };
  });
};
export default manage;
