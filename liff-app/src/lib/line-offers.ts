// Pure (a LIFF-shaped object in, what to offer out), so it is unit-tested without LINE.

/** The part of the LIFF SDK the offers read; the two calls are optional as older SDKs lack them. */
export interface OfferLiff {
  isInClient(): boolean;
  getVersion(): string;
  getContext(): { viewType?: string } | null;
  readonly id: string | null;
  getFriendship(): Promise<{ friendFlag: boolean }>;
  requestFriendship?: unknown;
  createShortcutOnHomeScreen?: unknown;
}

export interface LineOffers {
  /** "Add the shop's account": LIFF 2.28+, in a Full-size LIFF browser, and the user is not a friend yet. */
  friend: boolean;
  /** "Add to home screen": the app runs as the shop's verified MINI App. */
  shortcut: boolean;
}

const NONE: LineOffers = { friend: false, shortcut: false };

/** '2.28.1' ≥ [2, 28]. */
export function versionAtLeast(version: string, [major, minor]: [number, number]): boolean {
  const [a = 0, b = 0] = version.split('.').map((n) => Number.parseInt(n, 10) || 0);
  return a > major || (a === major && b >= minor);
}

/**
 * What the member app offers inside LINE (docs/product.md "Member app: inside LINE"): never outside LINE nor
 * in demo mode (liff-mock offers neither call); the friend request only where LINE can show it (LIFF 2.28
 * added it, Full size only) and to someone not already a friend (a failed check offers nothing); the
 * home-screen shortcut only when the app was opened as the configured MINI App and LINE verified it
 * (`createShortcutOnHomeScreen`, LIFF 2.23, works for verified MINI Apps only).
 */
export async function lineOffers(
  liff: OfferLiff,
  config: { demo: boolean; miniAppLiffId: string | null; miniAppVerified: boolean },
): Promise<LineOffers> {
  if (config.demo || !liff.isInClient()) return NONE;
  const version = liff.getVersion();
  const shortcut =
    config.miniAppVerified &&
    Boolean(config.miniAppLiffId) &&
    liff.id === config.miniAppLiffId &&
    typeof liff.createShortcutOnHomeScreen === 'function' &&
    versionAtLeast(version, [2, 23]);
  let friend = false;
  if (typeof liff.requestFriendship === 'function' && versionAtLeast(version, [2, 28]) && liff.getContext()?.viewType === 'full') {
    try {
      friend = !(await liff.getFriendship()).friendFlag;
    } catch {
      friend = false;
    }
  }
  return { friend, shortcut };
}
