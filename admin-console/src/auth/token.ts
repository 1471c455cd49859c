import { ADMIN_EXPIRY_KIND, type AdminClaims } from '@goldshop/api/contract';

/**
 * The console's one browser storage key (docs/product.md "Browser storage"). The session itself is the httpOnly `adminSession` cookie, which no script can read; the
 * token kept here is not a credential (the server refuses it everywhere): it carries only the session's
 * expiry and the role, so the console can tell when the session ends and which menus to show.
 */
export const ADMIN_TOKEN_KEY = 'adminToken';

/** Reads the claims of the token without verifying it (the console only reads exp and role). */
export function decodeAdminToken(token: string | null | undefined): AdminClaims | null {
  if (!token) return null;
  const part = token.split('.')[1];
  if (!part) return null;
  try {
    const b64 = part
      .replace(/-/g, '+')
      .replace(/_/g, '/')
      .padEnd(Math.ceil(part.length / 4) * 4, '=');
    const json = new TextDecoder().decode(Uint8Array.from(atob(b64), (c) => c.charCodeAt(0)));
    const claims = JSON.parse(json) as Partial<AdminClaims>;
    if (typeof claims.exp !== 'number' || claims.kind !== ADMIN_EXPIRY_KIND) return null;
    return claims as AdminClaims;
  } catch {
    return null;
  }
}

/** True while the token's exp lies in the future; `now` in milliseconds. */
export function isTokenValid(token: string | null | undefined, now = Date.now()): boolean {
  const claims = decodeAdminToken(token);
  return !!claims && claims.exp * 1000 > now;
}

export const readToken = () => localStorage.getItem(ADMIN_TOKEN_KEY);
export const saveToken = (token: string) => localStorage.setItem(ADMIN_TOKEN_KEY, token);
export const clearToken = () => localStorage.removeItem(ADMIN_TOKEN_KEY);
