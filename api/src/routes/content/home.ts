import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { eq } from 'drizzle-orm';
import { schema } from '@goldshop/db';
import { HomeItem, HomeUpdateFields } from '../../../contract/content';
import { IdParam, ImagesQuery, withErrors } from '../../../contract/common';
import { immediate } from '../../lib/tx';
import { notFound } from '../../lib/http-error';
import { acceptUploads, readMultipart } from '../../lib/multipart';
import { audit } from '../../lib/audit';
import { answerCache } from '../../lib/cached-answer';

interface HomeRow { id: number; header: string; description: string; img: string | null }

/** Home hero content: public read, staff edit (SPEC §7 get-home, update-home). */
const home: FastifyPluginAsyncTypebox = async (app) => {
  const all = app.sqlite.prepare<[], HomeRow>('select id, header, description, img from home_content order by id');

  const cached = answerCache(app);

  app.get('/get-home', { schema: { querystring: ImagesQuery, response: withErrors({ 200: Type.Array(HomeItem) }) } }, async (req, reply) =>
    cached(req, reply, 'get-home', () =>
      all.all().map((r) => ({ id: r.id, img: app.images.field(req, r.img), header: r.header, description: r.description })),
    ),
  );

  // The staff upload in a context of its own: multipart's per-request hooks stay off the public read.
  const upload: FastifyPluginAsyncTypebox = async (app) => {
    await acceptUploads(app);
    app.put(
      '/update-home/:id',
      { onRequest: app.requireStaff, schema: { params: IdParam, response: withErrors({ 200: HomeItem }) } },
      async (req) => {
        const { fields, files } = await readMultipart(req, HomeUpdateFields, ['img']);
        const img = files.img ? await app.images.prepare(files.img, 'content') : undefined;
        const row = immediate(app.db, (tx) => {
          const t = schema.homeContent;
          const before = tx.select().from(t).where(eq(t.id, req.params.id)).get();
          if (!before) throw notFound('ไม่พบเนื้อหาหน้าแรกนี้');
          const imgHash = img ? app.images.store(tx, img, 'content') : before.img;
          const after = tx
            .update(t)
            .set({ header: fields.header, description: fields.description, img: imgHash })
            .where(eq(t.id, before.id))
            .returning()
            .get()!;
          audit(tx, req.staff!.id, 'update', 'home_content', after.id, before, after);
          return after;
        });
        return { id: row.id, img: app.images.field(req, row.img), header: row.header, description: row.description };
      },
    );
  };
  await app.register(upload);
};
export default home;
