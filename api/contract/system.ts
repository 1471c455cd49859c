import { Type, type Static } from '@sinclair/typebox';

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
