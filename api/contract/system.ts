import { Type, type Static } from '@sinclair/typebox';
import { endpoint } from './endpoint';
import { IMAGE_WIDTHS } from './image';

/** GET /api/config: what the apps need at run time, so one build serves every deployment. */
export const RuntimeConfig = Type.Object({
  liffId: Type.Union([Type.String(), Type.Null()]),
  /**
   * MINIAPP_LIFF_ID: the LINE MINI App channel, beside `liffId` during the move; links the app writes go to its
   * permanent link, and the app starts LIFF with whichever of the two LINE opened it under.
   */
  miniAppLiffId: Type.Union([Type.String(), Type.Null()]),
  /** MINIAPP_VERIFIED=1: LINE verified the MINI App, so it may offer "add to home screen". */
  miniAppVerified: Type.Boolean(),
  /** No LINE channel configured: the member app runs on @line/liff-mock and shows a demo marker. */
  demo: Type.Boolean(),
  /** The official account's chat (contact-shop and contact-to-pay buttons). */
  lineOaUrl: Type.String(),
  /** Base of the gold price API; the app reads `{goldPriceBase}/latest` (docs/decisions.md "Gold price"). */
  goldPriceBase: Type.String(),
});
export type RuntimeConfig = Static<typeof RuntimeConfig>;

/**
 * GET /api/health. `database.writable`: a write transaction can start now (not locked by another process,
 * not read-only) and the disk has room for the next writes (else `error: 'DISK_FULL'`); `disk.freeBytes`:
 * free space where the database lives, `disk.ok` while above the low-space mark (a warning, not a failure).
 */
/**
 * With replication on: `ok` false when the replica has not taken the shop's writes for a while (`failing`),
 * Litestream was stopped because its local folder reached its bound (`halted`), it is not running
 * (`stopped`) or far behind (`behind`); `reason` says why when known (docs/operations.md "Continuous
 * replication (Litestream)"). Codes only: a public answer never carries the replica's address or errors.
 */
export const ReplicationHealth = Type.Object({
  ok: Type.Boolean(),
  state: Type.Union([Type.Literal('ok'), Type.Literal('behind'), Type.Literal('failing'), Type.Literal('halted'), Type.Literal('stopped')]),
  reason: Type.Optional(
    Type.Union([
      Type.Literal('full'),
      Type.Literal('unreachable'),
      Type.Literal('refused'),
      Type.Literal('stalled'),
      Type.Literal('local_limit'),
    ]),
  ),
  lagSeconds: Type.Number(),
});
export type ReplicationHealth = Static<typeof ReplicationHealth>;

export const HealthAnswer = Type.Object({
  /** `degraded`: the shop takes writes, but its replica does not (503 all the same, so a monitor pages). */
  status: Type.Union([Type.Literal('ok'), Type.Literal('unavailable'), Type.Literal('degraded')]),
  database: Type.Object({ writable: Type.Boolean(), error: Type.Optional(Type.String()) }),
  disk: Type.Object({ freeBytes: Type.Integer(), minimumBytes: Type.Integer(), ok: Type.Boolean() }),
  replication: Type.Optional(ReplicationHealth),
});
export type HealthAnswer = Static<typeof HealthAnswer>;

const ImageHash = Type.Object({ hash: Type.String({ pattern: '^[0-9a-f]{64}$' }) });

/** Health, the apps' runtime configuration, image delivery and the API reference. */
export const systemCalls = {
  /** 200 when the database takes writes (and its replica keeps up); 503 (same shape) when not, for a monitor. */
  health: endpoint({
    summary: 'Health: whether the database takes writes, and the disk.',
    method: 'GET',
    path: '/api/health',
    access: 'public',
    answer: HealthAnswer,
    errors: { 503: HealthAnswer },
  }),
  config: endpoint({
    summary: "The apps' public settings (LIFF id, LINE official account).",
    method: 'GET',
    path: '/api/config',
    access: 'public',
    answer: RuntimeConfig,
  }),
  /** A public image (product, content, bank logo), `?w=` for a narrower copy; cached forever. */
  publicImage: endpoint({
    summary: 'A public image (products, content), optionally narrower.',
    method: 'GET',
    path: '/api/images/:hash.webp',
    access: 'public',
    params: ImageHash,
    query: Type.Object({ w: Type.Optional(Type.Union(IMAGE_WIDTHS.map((w) => Type.Literal(w)))) }),
  }),
  /**
   * The same public image as a JPEG at most `w` px across (960 when not asked): LINE's Flex cards and link
   * previews take JPEG or PNG, not WebP. Made on first request and cached like the narrower copies.
   */
  publicImageJpeg: endpoint({
    summary: 'A public image as JPEG, for LINE cards and link previews.',
    method: 'GET',
    path: '/api/images/:hash.jpg',
    access: 'public',
    params: ImageHash,
    query: Type.Object({ w: Type.Optional(Type.Union(IMAGE_WIDTHS.map((w) => Type.Literal(w)))) }),
  }),
  /** A private image (slip, ID card, selfie, proof): only with the fresh signature an authenticated answer gave. */
  privateImage: endpoint({
    summary: 'A private image (slips, ID cards) by a short-lived signed link.',
    method: 'GET',
    path: '/api/images/p/:hash.webp',
    access: 'public',
    params: ImageHash,
    query: Type.Object({ exp: Type.String({ maxLength: 20 }), sig: Type.String({ maxLength: 100 }) }),
  }),
  /** This API as an OpenAPI 3.1 document, built from these declarations; 404 while API_DOCS is off. */
  openapi: endpoint({ summary: 'This API as an OpenAPI 3.1 document.', method: 'GET', path: '/api/openapi.json', access: 'public' }),
};
