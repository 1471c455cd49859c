// Everything LIFF lives here (another engineer hardens deep links and in-client sign-in later).
// The SDK is imported on demand so pages that never use LINE do not download it.
import type { Liff } from '@line/liff';
import { useConfigStore } from '../stores/config';

/** Demo mode: one made-up LINE user per browser, so two testers are two members (`U` + 32 hex, as LINE). */
const DEMO_USER_KEY = 'demoLineUserId';
function demoUserId(): string {
  let id = localStorage.getItem(DEMO_USER_KEY);
  if (!id || !/^U[0-9a-f]{32}$/.test(id)) {
    const bytes = crypto.getRandomValues(new Uint8Array(16));
    id = `U${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
    localStorage.setItem(DEMO_USER_KEY, id);
  }
  return id;
}

let ready: Promise<Liff> | undefined;

/** `liff.init` once per page load; in demo mode (no LINE channel) on @line/liff-mock. */
export function initLiff(): Promise<Liff> {
  ready ??= (async () => {
    const config = await useConfigStore.getState().load();
    const { default: liff } = await import('@line/liff');
    if (config.demo) {
      const { LiffMockPlugin } = await import('@line/liff-mock');
      liff.use(new LiffMockPlugin());
      await liff.init({ liffId: config.liffId ?? 'demo-liff-id', mock: true } as Parameters<Liff['init']>[0]);
      const userId = demoUserId();
      (liff as Liff & { $mock: { set(fn: (p: Record<string, unknown>) => Record<string, unknown>): void } }).$mock.set((p) => ({
        ...p,
        getProfile: { displayName: 'ลูกค้าทดลอง', userId },
      }));
      if (!liff.isLoggedIn()) liff.login();
      return liff;
    }
    if (!config.liffId) throw new Error('LIFF is not configured (no liffId)');
    await liff.init({ liffId: config.liffId });
    return liff;
  })();
  ready.catch(() => {
    ready = undefined; // a failed init may be retried
  });
  return ready;
}

export const isDemo = async () => (await useConfigStore.getState().load()).demo;

/**
 * The sign-in page's LINE button. Demo: straight to /line (the mock is always logged in). Real LINE:
 * LINE's login, which returns to /line.
 */
export async function startLineLogin(navigate: (to: string) => void) {
  if (await isDemo()) {
    navigate('/line');
    return;
  }
  const liff = await initLiff();
  if (liff.isLoggedIn()) navigate('/line');
  else liff.login({ redirectUri: `${window.location.origin}/line` });
}

/**
 * What /api/auth/line-login needs: the profile's userId and the ID token the server verifies with LINE.
 * Answers undefined when LIFF is redirecting to LINE's login first.
 */
export async function lineCredentials(): Promise<{ userId: string; idToken?: string } | undefined> {
  const liff = await initLiff();
  if (!liff.isLoggedIn()) {
    liff.login({ redirectUri: window.location.href });
    return undefined;
  }
  const profile = await liff.getProfile();
  const idToken = liff.getIDToken() ?? undefined;
  return { userId: profile.userId, idToken };
}
