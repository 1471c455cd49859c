/** Install button (docs/product.md "Member app: install button"): what it does, or undefined when it is hidden. */
export type InstallMode = 'prompt' | 'ios' | undefined;

/**
 * Hidden inside LINE's in-app browser too: it has no "Add to Home Screen" of its own (the iPhone steps name
 * Safari's share sheet), and the LINE offers (add the shop as a friend, the MINI App's shortcut) stand there.
 */
export function installMode(s: {
  standalone: boolean;
  installed: boolean;
  canPrompt: boolean;
  ios: boolean;
  inLine: boolean;
}): InstallMode {
  if (s.standalone || s.installed || s.inLine) return undefined;
  if (s.canPrompt) return 'prompt';
  if (s.ios) return 'ios';
  return undefined;
}

/** iPhone, iPad and iPadOS (which reports itself as a Mac with a touch screen). */
export const isIos = (userAgent: string, platform: string, maxTouchPoints: number) =>
  /iphone|ipad|ipod/i.test(userAgent) || (platform === 'MacIntel' && maxTouchPoints > 1);
