/**
 * Verifies a LIFF ID token with LINE (`POST {apiBase}/oauth2/v2.1/verify`) and gives back only the
 * verified `sub` (docs/decisions.md "LINE"). LINE itself checks the signature, expiry and audience; we check
 * expiry, audience and issuer again so a misbehaving or spoofed endpoint cannot widen what we accept.
 */

export const LINE_ISSUER = 'https://access.line.me';
export const LINE_VERIFY_TIMEOUT_MS = 5_000;

/** `invalid`: LINE refused the token, or it is not for us. `unreachable`: we could not get an answer. */
export class LineVerifyError extends Error {
  constructor(
    readonly reason: 'invalid' | 'unreachable',
    detail: string,
  ) {
    super(detail);
  }
}

export interface LineVerifyOptions {
  apiBase: string;
  channelId: string;
  idToken: string;
  timeoutMs?: number;
  now?: () => number;
}

export async function verifyLineIdToken(opts: LineVerifyOptions): Promise<{ sub: string; name: string | null }> {
  const { apiBase, channelId, idToken, timeoutMs = LINE_VERIFY_TIMEOUT_MS, now = Date.now } = opts;
  let res: Response;
  try {
    res = await fetch(`${apiBase.replace(/\/+$/, '')}/oauth2/v2.1/verify`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ id_token: idToken, client_id: channelId }),
      signal: AbortSignal.timeout(timeoutMs),
      redirect: 'error',
    });
  } catch (err) {
    throw new LineVerifyError('unreachable', `LINE verify request failed: ${(err as Error).name}`);
  }
  // LINE answers 400 for an invalid, expired or foreign token; anything else non-2xx is LINE's trouble.
  if (res.status === 400 || res.status === 401 || res.status === 403) {
    await res.body?.cancel();
    throw new LineVerifyError('invalid', `LINE refused the token (${res.status})`);
  }
  if (!res.ok) {
    await res.body?.cancel();
    throw new LineVerifyError('unreachable', `LINE verify answered ${res.status}`);
  }
  let claims: Record<string, unknown>;
  try {
    claims = (await res.json()) as Record<string, unknown>;
  } catch {
    throw new LineVerifyError('unreachable', 'LINE verify answered something that is not JSON');
  }
  if (!claims || typeof claims !== 'object') throw new LineVerifyError('unreachable', 'LINE verify answer is empty');

  const { sub, aud, exp, iss } = claims;
  const audiences = Array.isArray(aud) ? aud : [aud];
  if (!audiences.includes(channelId)) throw new LineVerifyError('invalid', 'token is for another channel');
  if (iss !== LINE_ISSUER) throw new LineVerifyError('invalid', 'unexpected issuer');
  if (typeof exp !== 'number' || exp * 1000 <= now()) throw new LineVerifyError('invalid', 'token expired');
  if (typeof sub !== 'string' || !/^[A-Za-z0-9_-]{1,64}$/.test(sub)) throw new LineVerifyError('invalid', 'no usable sub');
  return { sub, name: displayName(claims.name) };
}

/**
 * The `name` claim as staff may see it: trimmed, at most 100 characters, null when absent; no control
 * characters, and no bidi embeddings, overrides or isolates (U+202A–202E, U+2066–2069), which would turn the
 * text around it backwards in the console (a name made to read as another, or a row's amount reversed).
 * Cleaned here, where the name enters: every screen and log after this reads a plain name.
 */
const UNSHOWABLE = /[\u0000-\u001f\u007f\u202a-\u202e\u2066-\u2069]/g;
function displayName(name: unknown): string | null {
  if (typeof name !== 'string') return null;
  const clean = name.replace(UNSHOWABLE, '').trim().slice(0, 100);
  return clean || null;
}
