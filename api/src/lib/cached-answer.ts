import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** Bounds how long a cached answer may live even with no write: signed private-image URLs age. */
const MAX_AGE_MS = 60_000;
/** How often another connection's commits are looked for (see below). */
export const EXTERNAL_CHECK_MS = 1_000;
/** Below this a compressed answer saves less than its headers cost. */
export const MIN_COMPRESS_BYTES = 1024;

/** Both are what every phone browser and LINE's in-app browser accept; brotli first, as it is smaller. */
type Encoding = 'br' | 'gzip';
const ENCODINGS: Encoding[] = ['br', 'gzip'];
// Brotli 5 and gzip 6 take well under a millisecond for get-home and about 2 ms for the whole base64
// catalogue; higher brotli levels save 1% more and cost 20-100 times the time on every recompute.
const compressors: Record<Encoding, (body: Buffer) => Buffer> = {
  br: (body) =>
    brotliCompressSync(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 5,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
  gzip: (body) => gzipSync(body, { level: 6 }),
};

type Entry = { version: string; at: number; body: Buffer; tag: string; encoded: Partial<Record<Encoding, Buffer>> };

/**
 * Serialised answers of public lists (catalogue, home, about), reused until the database changes.
 *
 * "Changed" is exact, not a guess: `total_changes()` counts every row this connection (the whole
 * app) has written, read on every request (0.1 µs), so the app's own writes show on the very next
 * request. `data_version` moves when another connection (a script, a second process) commits; it has
 * to open a read transaction on the WAL, which under load cost about a fifth of these routes' CPU
 * (`pnpm bench`), so it is read at most once a second: such writes show within a second.
 * Answers carry an ETag, so a phone on mobile data revalidates with a 304 instead of downloading the
 * base64 images again, and go compressed to a client that accepts it (brotli or gzip, made once per
 * answer, not per request): the catalogue in URL mode shrinks from 4.9 KB to 1.4 KB. Only these public
 * answers are compressed: they hold no secret, so compression cannot leak one (BREACH).
 * `maxEntries` bounds a cache whose keys come from the request (the filtered catalogue: every search anyone
 * types is a key): past it, the entry used least recently goes.
 */
export function answerCache(app: FastifyInstance, { maxEntries = Infinity }: { maxEntries?: number } = {}) {
  // Plain statements: the pragma_data_version table function costs several times more.
  const changes = app.sqlite.prepare<[], number>('select total_changes()').pluck();
  const dataVersion = app.sqlite.prepare<[], number>('pragma data_version').pluck();
  let external = { at: -Infinity, version: 0 };
  const entries = new Map<string, Entry>();

  /** `salt`: what else the answer depends on besides the database (e.g. the gold price in use). */
  return function send(req: FastifyRequest, reply: FastifyReply, key: string, compute: () => unknown, salt = '') {
    const now = Date.now();
    if (now - external.at >= EXTERNAL_CHECK_MS) external = { at: now, version: dataVersion.get()! };
    const version = `${changes.get()}.${external.version}.${salt}`;
    // The images mode changes every image field, so it is part of the key.
    const fullKey = `${key}|${(req.query as { images?: string } | undefined)?.images === 'url' ? 'url' : 'base64'}`;
    let entry = entries.get(fullKey);
    if (!entry || entry.version !== version || now - entry.at > MAX_AGE_MS) {
      // compute() may throw an HttpError (e.g. 404); nothing is cached then.
      // Kept as bytes: Thai text would otherwise be UTF-8 encoded again on every send.
      const body = Buffer.from(String(reply.serialize(compute())));
      entry = { version, at: now, body, tag: createHash('sha1').update(body).digest('base64url'), encoded: {} };
      entries.set(fullKey, entry);
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
    } else if (maxEntries !== Infinity) {
      // A Map keeps insertion order: moved to the end, the entry is the newest in use.
      entries.delete(fullKey);
      entries.set(fullKey, entry);
    }
    const compressible = entry.body.length >= MIN_COMPRESS_BYTES;
    const accept = req.headers['accept-encoding'];
    const encoding = compressible && accept ? negotiate(accept, ENCODINGS) : null;
    // Each representation has its own strong ETag, as HTTP asks; any of them proves the client's copy current.
    reply.header('ETag', encoding ? `"${entry.tag}-${encoding}"` : `"${entry.tag}"`).header('Cache-Control', 'no-cache');
    if (compressible) reply.header('Vary', 'Accept-Encoding');
    if (matches(req.headers['if-none-match'], entry.tag)) return reply.code(304).send();
    reply.type('application/json; charset=utf-8');
    if (!encoding) return reply.send(entry.body);
    return reply.header('Content-Encoding', encoding).send((entry.encoded[encoding] ??= compressors[encoding](entry.body)));
  };
}

/** If-None-Match may list several tags, and a proxy that compresses turns ours into a weak one. */
function matches(header: string | undefined, tag: string): boolean {
  if (!header) return false;
  return header.split(',').some(
    (t) =>
      t
        .trim()
        .replace(/^W\//, '')
        .replace(/-(br|gzip)"$/, '"') === `"${tag}"`,
  );
}
