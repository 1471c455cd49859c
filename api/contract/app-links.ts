/**
 * The one rule for a link into the member app, used by the server (api/src/lib/line/links.ts: messages, rich
 * menu, replies, chat links) and by the member app (share texts): the MINI App channel's permanent link when
 * it is configured, else the LIFF app's, else the site itself (docs/decisions.md "Permanent links follow the
 * configured channel").
 */
export interface AppLinkChannels {
  /** LIFF_ID: today's LIFF app. */
  liffId?: string | null;
  /** MINIAPP_LIFF_ID: the shop's LINE MINI App channel, preferred once set. */
  miniAppLiffId?: string | null;
  /** The site's own origin (PUBLIC_URL on the server, the page's origin in the app). */
  origin: string;
}

/** `/saving` → `https://miniapp.line.me/{id}/saving`, `https://liff.line.me/{id}/saving` or `{origin}/saving`. */
export function appLinkFor(channels: AppLinkChannels, path: string): string {
  const p = path.startsWith('/') ? path : `/${path}`;
  const rest = p === '/' ? '' : p;
  if (channels.miniAppLiffId) return `https://miniapp.line.me/${channels.miniAppLiffId}${rest}`;
  if (channels.liffId) return `https://liff.line.me/${channels.liffId}${rest}`;
  return `${channels.origin}${p}`;
}
