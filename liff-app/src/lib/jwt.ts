/** Reads a JWT's `exp` (seconds) without verifying it: the server verifies; the app only checks expiry. */
export function tokenExpiry(token: string | null | undefined): number | undefined {
  const part = token?.split('.')[1];
  if (!part) return undefined;
  try {
    const json = JSON.parse(atob(part.replace(/-/g, '+').replace(/_/g, '/')));
    return typeof json.exp === 'number' ? json.exp : undefined;
  } catch {
    return undefined;
  }
}

export const isExpired = (token: string | null | undefined, nowMs = Date.now()) => {
  const exp = tokenExpiry(token);
  return exp === undefined || exp * 1000 <= nowMs;
};
