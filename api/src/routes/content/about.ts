import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import { schema } from '@goldshop/db';
import { AboutItem, AboutUpdateFields } from '../../../contract/content';
import { IdParam, ImagesQuery, withErrors } from '../../../contract/common';
import { immediate } from '../../lib/tx';
import { notFound } from '../../lib/http-error';
import { acceptUploads, readMultipart } from '../../lib/multipart';
import { audit } from '../../lib/audit';
import { answerCache } from '../../lib/cached-answer';

interface AboutRow { id: number; header: string; slogan: string; description: string; img1: string | null; img2: string | null }

/** About page records: public read, staff edit (SPEC §7 get-about, update-about). */
const about: FastifyPluginAsyncTypebox = async (app) => {
  const all = app.sqlite.prepare<[], AboutRow>('select id, header, slogan, description, img1, img2 from about_content order by id');
  const toItem = (req: FastifyRequest, r: AboutRow) => ({
    id: r.id,
    header: r.header,
    slogan: r.slogan,
    description: r.description,
    img1: app.images.field(req, r.img1),
    img2: app.images.field(req, r.img2),
  });

  const cached = answerCache(app);

  app.get('/get-about', { schema: { querystring: ImagesQuery, response: withErrors({ 200: Type.Array(AboutItem) }) } }, async (req, reply) =>
    cached(req, reply, 'get-about', () => all.all().map((r) => toItem(req, r))),
  );

  // The staff upload in a context of its own: multipart's per-request hooks stay off the public read.
  const upload: FastifyPluginAsyncTypebox = async (app) => {
    await acceptUploads(app);
    app.put(
      '/update-about/:id',
      { onRequest: app.requireStaff, schema: { params: IdParam, response: withErrors({ 200: AboutItem }) } },
      async (req) => {
        const { fields, files } = await readMultipart(req, AboutUpdateFields, ['img1', 'img2']);
        const img1 = files.img1 ? await app.images.prepare(files.img1, 'content') : undefined;
        const img2 = files.img2 ? await app.images.prepare(files.img2, 'content') : undefined;
        const row = immediate(app.db, (tx) => {
          const t = schema.aboutContent;
          const before = tx.select().from(t).where(eq(t.id, req.params.id)).get();
          if (!before) throw notFound('ไม่พบเนื้อหาหน้าเกี่ยวกับเรานี้');
          const after = tx
            .update(t)
            .set({
              header: fields.header,
              slogan: fields.slogan,
              description: fields.description,
              img1: img1 ? app.images.store(tx, img1, 'content') : before.img1,
              img2: img2 ? app.images.store(tx, img2, 'content') : before.img2,
            })
            .where(eq(t.id, before.id))
            .returning()
            .get()!;
          audit(tx, req.staff!.id, 'update', 'about_content', after.id, before, after);
          return after;
        });
        return toItem(req, row);
      },
    );
  };
  await app.register(upload);
};
export default about;
