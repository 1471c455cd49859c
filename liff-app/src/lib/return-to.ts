// "Back where you were": a member page opened signed out sends the visitor to /signin, and after signing in
// (password or LINE, also through a liff.state deep link) they land on that page instead of the home page.
// The page is kept in sessionStorage rather than in the /signin URL: it survives LINE's login round trip
// (which returns to /line in the same tab) and sign-up in between, and it is forgotten once the visitor
// goes anywhere else, so a later sign-in from the menu does not jump to a page they left long ago.

const KEY = 'returnTo';
/** A detour through sign-in that takes longer than this is not the same errand any more. */
export const RETURN_MAX_AGE_MS = 30 * 60_000;
/** The pages of the sign-in detour itself: never a place to return to, and visiting them keeps the return. */
const AUTH_PAGES = ['/signin', '/signup', '/line'];

type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const pathOf = (target: string) => target.split(/[?#]/, 1)[0]!;

/**
 * A path of this app to go to after sign-in, or undefined: it must start with one '/' (no '//host' or
 * '/\host', which browsers read as another site), hold no control characters, and not be a sign-in page.
 */
export function safeReturnPath(raw: unknown): string | undefined {
  if (typeof raw !== 'string' || raw.length > 512) return undefined;
  if (!raw.startsWith('/') || raw.startsWith('//') || raw.includes('\\')) return undefined;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(raw)) return undefined;
  const path = pathOf(raw);
  if (AUTH_PAGES.includes(path) || path === '/') return undefined;
  return raw;
}

function read(storage: Store): { path: string; at: number } | undefined {
  try {
    const value = JSON.parse(storage.getItem(KEY) ?? 'null') as { path?: unknown; at?: unknown } | null;
    const path = safeReturnPath(value?.path);
    return path && typeof value?.at === 'number' ? { path, at: value.at } : undefined;
  } catch {
    return undefined;
  }
}

/** Called by the member route that sends a signed-out visitor to /signin. */
export function rememberReturn(storage: Store, target: string, now = Date.now()): void {
  const path = safeReturnPath(target);
  try {
    if (path) storage.setItem(KEY, JSON.stringify({ path, at: now }));
  } catch {
    // Storage refused (private mode, full): sign-in then lands on the home page as before.
  }
}

/** After a successful sign-in: where to go (once; the entry is removed), or undefined for the home page. */
export function takeReturn(storage: Store, now = Date.now()): string | undefined {
  const entry = read(storage);
  try {
    storage.removeItem(KEY);
  } catch {
    // nothing to clean up
  }
  return entry && now - entry.at <= RETURN_MAX_AGE_MS ? entry.path : undefined;
}

/**
 * On every move of the router: visiting any page other than the sign-in pages or the remembered page itself
 * means the visitor gave up the detour, so the return is forgotten.
 */
export function forgetReturnUnless(storage: Store, pathname: string): void {
  const entry = read(storage);
  if (!entry) return;
  if (AUTH_PAGES.includes(pathname) || pathOf(entry.path) === pathname) return;
  try {
    storage.removeItem(KEY);
  } catch {
    // nothing to clean up
  }
}

/** sessionStorage when the browser allows it (some in-app browsers throw on access). */
export function sessionStore(): Store | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}
