import type { FastifyPluginAsync } from 'fastify';
import { publicImageKinds } from '@goldshop/db/schema';
import { systemCalls as calls } from '../../../contract/system';
import { GOLD_PRICE_BASE } from '../../../contract/gold-price';
import { imageVariants } from '../../lib/image-variants';
import { serve } from '../../lib/serve';
import { healthProbe } from './health';
import { notFound } from '../../lib/http-error';
import { API_VERSION, openApiDocument } from '../../lib/openapi';
import { endpoints } from '../../../contract/index';

/** Health, the apps' runtime configuration, and image delivery. */
const routes: FastifyPluginAsync = async (app) => {
  // Replication (operations, when configured) reports through its decoration: an area imports no operations code.
  const replication = app.replication;
  const health = healthProbe(
    app.sqlite,
    app.config.databasePath,
    Date.now,
    undefined,
    replication ? () => replication.health() : undefined,
  );
  serve(app, calls.health, async (_req, reply) => {
    const answer = health();
    reply.header('cache-control', 'no-store');
    return answer.status === 'ok' ? answer : reply.code(503).header('retry-after', '30').send(answer);
  });

  // Built once: the declarations do not change while the server runs. 404 while API_DOCS is off, as if absent.
  let document: string | undefined;
  serve(app, calls.openapi, async (_req, reply) => {
    if (!app.config.apiDocs) throw notFound();
    document ??= JSON.stringify(openApiDocument(endpoints, { version: API_VERSION }));
    return reply.header('content-type', 'application/json; charset=utf-8').send(document);
  });

  serve(app, calls.config, async (_req, reply) => {
    reply.header('Cache-Control', 'no-cache');
    const { line } = app.config;
    return {
      liffId: line.liffId ?? null,
      miniAppLiffId: line.miniAppLiffId ?? null,
      miniAppVerified: line.miniAppVerified,
      demo: line.demo,
      lineOaUrl: `https://line.me/R/ti/p/${encodeURIComponent(line.basicId)}`,
      goldPriceBase: GOLD_PRICE_BASE,
    };
  });

  const imageRow = app.sqlite.prepare<[string], { bytes: Buffer; mime: string; kind: string; width: number }>(
    'select bytes, mime, kind, width from images where hash = ?',
  );
  const publicKinds = new Set<string>(publicImageKinds);
  const variants = imageVariants();

  // Public images: content-addressed, so they never change and can be cached forever; `?w=` gives a
  // narrower copy for a small box (the apps' srcset), cached the same way.
  serve(app, calls.publicImage, async (req, reply) => {
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

  // The JPEG copy for LINE's cards and link previews (docs/decisions.md "A piece shared as a LINE card").
  serve(app, calls.publicImageJpeg, async (req, reply) => {
    const row = imageRow.get(req.params.hash);
    if (!row || !publicKinds.has(row.kind)) return reply.code(404).send({ message: 'ไม่พบรูปภาพ', code: 'NOT_FOUND' });
    try {
      const bytes = await variants.get(req.params.hash, row.bytes, row.width, req.query.w ?? 960, 'jpeg');
      return reply.header('Content-Type', 'image/jpeg').header('Cache-Control', 'public, max-age=31536000, immutable').send(bytes);
    } catch (err) {
      // A stored image always decodes; should one not, say so rather than answer a broken picture.
      req.log.warn({ err, hash: req.params.hash }, 'jpeg image copy failed');
      return reply.code(503).send({ message: 'ทำรูปภาพไม่สำเร็จ กรุณาลองใหม่', code: 'IMAGE_COPY_FAILED' });
    }
  });

  // Private images (slips, ID cards, selfies, proofs): only with a fresh signature handed out in an
  // authenticated answer to their owner or to staff.
  serve(app, calls.privateImage, async (req, reply) => {
    const { exp, sig } = req.query;
    if (!app.images.verifySignature(req.params.hash, exp, sig)) {
      return reply.code(403).send({ message: 'ลิงก์รูปภาพหมดอายุหรือไม่ถูกต้อง', code: 'BAD_SIGNATURE' });
    }
    const row = imageRow.get(req.params.hash);
    // An image purged with a closed account keeps its row (records name it) and no bytes.
    if (!row || row.bytes.length === 0) return reply.code(404).send({ message: 'ไม่พบรูปภาพ', code: 'NOT_FOUND' });
    return reply.header('Content-Type', row.mime).header('Cache-Control', 'private, max-age=600').send(row.bytes);
  });
};
export default routes;
