import fp from 'fastify-plugin';
import { isNotNull } from 'drizzle-orm';
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { type Db, schema } from '@goldshop/db';
import { publicImageKinds, type ImageKind } from '@goldshop/db/schema';
import { processImage, type ProcessedImage } from '../lib/image-processing';

export const SIGNED_URL_TTL_S = 600;

declare module 'fastify' {
  interface FastifyInstance {
    images: {
      /** Validate and re-encode an upload. Async and outside any transaction; writes nothing. */
      prepare(input: Buffer, kind: ImageKind): Promise<ProcessedImage>;
      /** Store a prepared image inside the caller's transaction; returns its hash. Stored once. */
      store(tx: Db, image: ProcessedImage, kind: ImageKind): string;
      /**
       * An image as a contract field: base64 by default, a URL with `?images=url`. Private images get a
       * short-lived signed URL; only call this for images the requester may see.
       */
      field(req: FastifyRequest, hash: string | null | undefined): string | null;
      signedPath(hash: string): string;
      verifySignature(hash: string, exp: string, sig: string): boolean;
    };
  }
}

export default fp(
  async (app) => {
    const bytesOf = app.sqlite.prepare<[string], { bytes: Buffer }>('select bytes from images where hash = ?');
    const kindOf = app.sqlite.prepare<[string], { kind: ImageKind }>('select kind from images where hash = ?');
    const sign = (hash: string, exp: number) => createHmac('sha256', app.config.jwtSecret).update(`img:${hash}:${exp}`).digest('base64url');

    // Rounded to the minute so repeated answers give the same URL and the browser cache works.
    const signedPath = (hash: string) => {
      const exp = Math.ceil(Date.now() / 60_000) * 60 + SIGNED_URL_TTL_S;
      return `/api/images/p/${hash}.webp?exp=${exp}&sig=${sign(hash, exp)}`;
    };

    app.decorate('images', {
      prepare: (input: Buffer, kind: ImageKind) => processImage(input, kind, app.config.images),
      store(tx: Db, image: ProcessedImage, kind: ImageKind) {
        const row = { hash: image.hash, kind, mime: image.mime, width: image.width, height: image.height, bytes: image.bytes };
        // The same bytes as an image purged with a closed account: the new record needs them, so they come
        // back (docs/decisions.md "A purged image is a state, not damage"); any other existing row is these bytes.
        tx.insert(schema.images)
          .values(row)
          .onConflictDoUpdate({
            target: schema.images.hash,
            set: {
              kind,
              mime: image.mime,
              width: image.width,
              height: image.height,
              bytes: image.bytes,
              purgedAt: null,
              purgeReason: null,
            },
            setWhere: isNotNull(schema.images.purgedAt),
          })
          .run();
        return image.hash;
      },
      field(req: FastifyRequest, hash: string | null | undefined) {
        if (!hash) return null;
        const mode = (req.query as { images?: string } | undefined)?.images;
        if (mode === 'url') {
          const kind = kindOf.get(hash)?.kind;
          return kind && publicImageKinds.includes(kind) ? `/api/images/${hash}.webp` : signedPath(hash);
        }
        return bytesOf.get(hash)?.bytes.toString('base64') ?? null;
      },
      signedPath,
      verifySignature(hash: string, exp: string, sig: string) {
        const e = Number(exp);
        if (!Number.isInteger(e) || e < Date.now() / 1000) return false;
        const want = Buffer.from(sign(hash, e));
        const got = Buffer.from(sig);
        return want.length === got.length && timingSafeEqual(want, got);
      },
    });
  },
  { name: 'images', dependencies: ['db', 'config'] },
);
