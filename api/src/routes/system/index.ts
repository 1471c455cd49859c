import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { RuntimeConfig } from '../../../contract/system';
import { IMAGE_WIDTHS } from '../../../contract/image';
import { imageVariants } from '../../lib/image-variants';

/** Health, the apps' runtime configuration, and image delivery. */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  const ping = app.sqlite.prepare('select 1');
  app.get('/health', { schema: { response: { 200: Type.Object({ status: Type.Literal('ok') }) } } }, async () => {
    ping.get();
    return { status: 'ok' as const };
  });

  app.get('/config', { schema: { response: { 200: RuntimeConfig } } }, async (_req, reply) => {
    reply.header('Cache-Control', 'no-cache');
    const { line } = app.config;
    return {
      liffId: line.liffId ?? null,
      demo: line.demo,
      lineOaUrl: `https://line.me/R/ti/p/${encodeURIComponent(line.basicId)}`,
      goldPriceBase: '/api/gold-price',
    };
  });

  const Hash = Type.Object({ hash: Type.String({ pattern: '^[0-9a-f]{64}$' }) });
  const imageRow = app.sqlite.prepare<[string], { bytes: Buffer; mime: string; kind: string; width: number }>(
    'select bytes, mime, kind, width from images where hash = ?',
  );
  const publicKinds = new Set(['product', 'content', 'bank_logo']);
  const variants = imageVariants();
  const Width = Type.Object({ w: Type.Optional(Type.Union(IMAGE_WIDTHS.map((w) => Type.Literal(w)))) });

  // Public images: content-addressed, so they never change and can be cached forever; `?w=` gives a
  // narrower copy for a small box (the apps' srcset), cached the same way.
  app.get('/images/:hash.webp', { schema: { params: Hash, querystring: Width } }, async (req, reply) => {
    const row = imageRow.get(req.params.hash);
    if (!row || !publicKinds.has(row.kind)) return reply.code(404).send({ message: 'ไม่พบรูปภาพ', code: 'NOT_FOUND' });
    const { w } = req.query;
    let bytes = row.bytes;
    if (w) {
      try {
        bytes = await variants.get(req.params.hash, row.bytes, row.width, w);
      } catch (err) {
        // A stored image always decodes; should one not, the full image still shows.
        req.log.warn({ err, hash: req.params.hash }, 'narrower image copy failed');
      }
    }
    return reply
      .header('Content-Type', row.mime)
      .header('Cache-Control', 'public, max-age=31536000, immutable')
      .header('Cross-Origin-Resource-Policy', 'same-origin')
      .send(bytes);
  });

  // Private images (slips, ID cards, selfies, proofs): only with a fresh signature handed out in an
  // authenticated answer to their owner or to staff.
  app.get(
    '/images/p/:hash.webp',
    {
      schema: {
        params: Hash,
        querystring: Type.Object({ exp: Type.String({ maxLength: 20 }), sig: Type.String({ maxLength: 100 }) }),
      },
    },
    async (req, reply) => {
      const { exp, sig } = req.query;
      if (!app.images.verifySignature(req.params.hash, exp, sig)) {
        return reply.code(403).send({ message: 'ลิงก์รูปภาพหมดอายุหรือไม่ถูกต้อง', code: 'BAD_SIGNATURE' });
      }
      const row = imageRow.get(req.params.hash);
      if (!row) return reply.code(404).send({ message: 'ไม่พบรูปภาพ', code: 'NOT_FOUND' });
      return reply.header('Content-Type', row.mime).header('Cache-Control', 'private, max-age=600').send(row.bytes);
    },
  );
};
export default routes;
