import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** Bounds how long a cached answer may live even with no write: signed private-image URLs age. */
const MAX_AGE_MS = 60_000;
/** How often another connection's commits are looked for (see below). */
export const EXTERNAL_CHECK_MS = 1_000;

/**
 * Serialised answers of public lists (catalogue, home, about), reused until the database changes.
 *
 * "Changed" is exact, not a guess: `total_changes()` counts every row this connection (the whole
 * app) has written, read on every request (0.1 µs), so the app's own writes show on the very next
 * request. `data_version` moves when another connection (a script, a second process) commits; it has
 * to open a read transaction on the WAL, which under load cost about a fifth of these routes' CPU
 * (`pnpm bench`), so it is read at most once a second: such writes show within a second.
 * Answers carry an ETag, so a phone on mobile data revalidates with a 304 instead of downloading the
 * base64 images again.
 */
export function answerCache(app: FastifyInstance) {
  // Plain statements: the pragma_data_version table function costs several times more.
  const changes = app.sqlite.prepare<[], number>('select total_changes()').pluck();
  const dataVersion = app.sqlite.prepare<[], number>('pragma data_version').pluck();
  let external = { at: -Infinity, version: 0 };
  const entries = new Map<string, { version: string; at: number; body: Buffer; etag: string }>();

  return function send(req: FastifyRequest, reply: FastifyReply, key: string, compute: () => unknown) {
    const now = Date.now();
    if (now - external.at >= EXTERNAL_CHECK_MS) external = { at: now, version: dataVersion.get()! };
    const version = `${changes.get()}.${external.version}`;
    // The images mode changes every image field, so it is part of the key.
    const fullKey = `${key}|${(req.query as { images?: string } | undefined)?.images === 'url' ? 'url' : 'base64'}`;
    let entry = entries.get(fullKey);
    if (!entry || entry.version !== version || now - entry.at > MAX_AGE_MS) {
      // compute() may throw an HttpError (e.g. 404); nothing is cached then.
      // Kept as bytes: Thai text would otherwise be UTF-8 encoded again on every send.
      const body = Buffer.from(String(reply.serialize(compute())));
      entry = { version, at: now, body, etag: `"${createHash('sha1').update(body).digest('base64url')}"` };
      entries.set(fullKey, entry);
    }
    reply.header('ETag', entry.etag).header('Cache-Control', 'no-cache');
    if (matches(req.headers['if-none-match'], entry.etag)) return reply.code(304).send();
    return reply.type('application/json; charset=utf-8').send(entry.body);
  };
}

/** If-None-Match may list several tags, and a proxy that compresses turns ours into a weak one. */
function matches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header === etag || header.split(',').some((t) => t.trim().replace(/^W\//, '') === etag);
}
