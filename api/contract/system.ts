import { Type, type Static } from '@sinclair/typebox';
import { endpoint } from './endpoint';
import { IMAGE_WIDTHS } from './image';

/** GET /api/config: what the apps need at run time, so one build serves every deployment. */
export const RuntimeConfig = Type.Object({
  liffId: Type.Union([Type.String(), Type.Null()]),
  /** No LINE channel configured: the member app runs on @line/liff-mock and shows a demo marker. */
  demo: Type.Boolean(),
  /** The official account's chat (contact-shop and contact-to-pay buttons). */
  lineOaUrl: Type.String(),
  /** Base of the gold price API; the app reads `{goldPriceBase}/latest` (DESIGN.md). */
  goldPriceBase: Type.String(),
});
export type RuntimeConfig = Static<typeof RuntimeConfig>;

/**
 * GET /api/health. `database.writable`: a write transaction can start now (not locked by another process,
 * not read-only) and the disk has room for the next writes (else `error: 'DISK_FULL'`); `disk.freeBytes`:
 * free space where the database lives, `disk.ok` while above the low-space mark (a warning, not a failure).
 */
export const HealthAnswer = Type.Object({
  status: Type.Union([Type.Literal('ok'), Type.Literal('unavailable')]),
  database: Type.Object({ writable: Type.Boolean(), error: Type.Optional(Type.String()) }),
  disk: Type.Object({ freeBytes: Type.Integer(), minimumBytes: Type.Integer(), ok: Type.Boolean() }),
});
export type HealthAnswer = Static<typeof HealthAnswer>;

const ImageHash = Type.Object({ hash: Type.String({ pattern: '^[0-9a-f]{64}$' }) });

/** Health, the apps' runtime configuration, image delivery, and the metrics a monitor scrapes. */
export const systemCalls = {
  /** 200 when the database takes writes; 503 (same shape) when not (locked, read-only, disk full), for a monitor. */
  health: endpoint({ method: 'GET', path: '/api/health', access: 'public', answer: HealthAnswer, errors: { 503: HealthAnswer } }),
  config: endpoint({ method: 'GET', path: '/api/config', access: 'public', answer: RuntimeConfig }),
  /** A public image (product, content, bank logo), `?w=` for a narrower copy; cached forever. */
  publicImage: endpoint({
    method: 'GET',
    path: '/api/images/:hash.webp',
    access: 'public',
    params: ImageHash,
    query: Type.Object({ w: Type.Optional(Type.Union(IMAGE_WIDTHS.map((w) => Type.Literal(w)))) }),
  }),
  /** A private image (slip, ID card, selfie, proof): only with the fresh signature an authenticated answer gave. */
  privateImage: endpoint({
    method: 'GET',
    path: '/api/images/p/:hash.webp',
    access: 'public',
    params: ImageHash,
    query: Type.Object({ exp: Type.String({ maxLength: 20 }), sig: Type.String({ maxLength: 100 }) }),
  }),
  /**
   * The server's numbers in Prometheus' text format (request rate and latency by route, 5xx, event-loop
   * delay, database, disk, backups, LINE outbox, waiting queues), for a scraper holding METRICS_TOKEN.
   */
  metrics: endpoint({ method: 'GET', path: '/api/metrics', access: 'monitor' }),
};
