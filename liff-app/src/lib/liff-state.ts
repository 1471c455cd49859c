// Pure, so it is unit-tested without a browser (liff.ts itself touches storage on import).

/**
 * A deep link https://liff.line.me/{liffId}/saving opens the endpoint with ?liff.state=%2Fsaving. Where
 * that leads: a same-origin path with its own query and hash (the endpoint's other parameters kept), or
 * undefined when there is no liff.state or it points anywhere else.
 */
export function liffStateTarget(search: string, origin: string): string | undefined {
  const params = new URLSearchParams(search);
  const state = params.get('liff.state');
  if (state === null || state.startsWith('//') || state.includes('\\')) return undefined;
  params.delete('liff.state');
  let target: URL;
  try {
    target = new URL(state.startsWith('/') ? state : `/${state}`, origin);
  } catch {
    return undefined;
  }
  if (target.origin !== origin) return undefined;
  for (const [k, v] of params) if (!target.searchParams.has(k)) target.searchParams.append(k, v);
  return `${target.pathname}${target.search}${target.hash}`;
}

/** LINE's in-app browser names itself in its user agent ('… Line/14.3.0 …'). */
export const isLineBrowser = (userAgent: string) => /\bLine\/\d/i.test(userAgent);

/**
 * Whether the router must wait for liff.init on this page load: the URL carries something LIFF reads
 * (a liff.state deep link, the login callback's code, tokens in the hash), it is the /line callback, or
 * the page runs inside LINE's in-app browser (automatic sign-in). Anywhere else LIFF has nothing to read,
 * so the shop renders at once and LIFF starts only when something needs it (lib/liff.ts).
 */
export function needsLiffFirst(pathname: string, search: string, hash: string, userAgent: string): boolean {
  const q = new URLSearchParams(search);
  return (
    pathname === '/line' ||
    q.has('liff.state') ||
    q.has('liff.referrer') ||
    q.has('liffClientId') ||
    (q.has('code') && q.has('state')) ||
    /access_token=|id_token=/.test(hash) ||
    isLineBrowser(userAgent)
  );
}

/**
 * Whether LINE's share target picker can be offered without starting the SDK to ask: inside LINE's in-app
 * browser, or in another browser where the LIFF SDK has kept a LINE login (its `LIFF_STORE:<liffId>:accessToken`
 * entry). Anywhere else the picker is never available, and loading the SDK (about 130 KB of script) only to
 * hear so was the longest task of the catalogue's first load on a phone.
 */
export function mayShareToLine(userAgent: string, storageKeys: readonly string[]): boolean {
  return isLineBrowser(userAgent) || storageKeys.some((k) => /^LIFF_STORE:.+:accessToken$/.test(k));
}

/**
 * Which LIFF id this page load starts LIFF with, while the LIFF app and the MINI App channel both open the same
 * site (docs/operations.md "Becoming a LINE MINI App"): old liff.line.me links must keep working beside the
 * MINI App's permanent links. LINE names the channel that opened the page (`liffClientId` on the login
 * callback, `client_id` in the LIFF browser's hash); a LIFF id starts with its channel's id. Without a name,
 * the MINI App once it is configured (new links all point there), else the LIFF app.
 */
export function liffIdFor(ids: { liffId: string | null; miniAppLiffId: string | null }, search: string, hash: string): string | undefined {
  const channel = new URLSearchParams(search).get('liffClientId') ?? new URLSearchParams(hash.replace(/^#/, '')).get('client_id');
  const known = [ids.miniAppLiffId, ids.liffId].filter((id): id is string => Boolean(id));
  return (channel ? known.find((id) => id.startsWith(`${channel}-`)) : undefined) ?? known[0];
}
