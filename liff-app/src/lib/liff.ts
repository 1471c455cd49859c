// Everything LIFF lives here. The SDK is imported on demand (not in the entry chunk). Inside LINE and when
// the URL carries something LIFF reads (liff.state deep links, the login callback's code, tokens in the
// hash), `bootLiff()` runs `liff.init` once before the router renders (main.tsx), as nothing may rewrite that
// URL first; anywhere else LIFF starts only when something needs it.
import type { Liff } from '@line/liff';
import { accountCalls, appLinkFor, LINE_ACCESS_TOKEN_HEADER, type LineLoginBody, type RuntimeConfig } from '@goldshop/api/contract';
import { api } from './api';
import { isExpired } from './jwt';
import { STORAGE } from './storage-keys';
import { liffIdFor, liffStateTarget, mayShareToLine, needsLiffFirst } from './liff-state';
import { useConfigStore } from '../stores/config';
import { useSession } from '../stores/session';

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

/**
 * LINE's in-app browser names itself in the user agent ("… Line/14.1.0 …"). Demo mode uses this to play
 * "inside LINE" on liff-mock (which otherwise always says it is not), so the automatic sign-in can be tried
 * and tested; real LIFF answers isInClient() itself.
 */
const looksLikeLineApp = () => /\bLine\/\d/i.test(navigator.userAgent);

type MockLiff = Liff & { $mock: { set(fn: (p: Record<string, unknown>) => Record<string, unknown>): void } };

/** LIFF is in play when a LIFF ID is configured, or in demo mode (liff-mock). */
const usesLiff = (config: RuntimeConfig) => config.demo || Boolean(config.liffId || config.miniAppLiffId);

/**
 * The LIFF id of the channel that opened this tab (lib/liff-state.ts liffIdFor), read from the first URL and kept
 * for the tab: LINE's parameters are gone once the router has moved on.
 */
const CHANNEL_KEY = 'liffChannelId';
function startingLiffId(config: RuntimeConfig): string | undefined {
  const kept = sessionStorage.getItem(CHANNEL_KEY);
  if (kept && (kept === config.liffId || kept === config.miniAppLiffId)) return kept;
  const id = liffIdFor(config, window.location.search, window.location.hash);
  if (id) sessionStorage.setItem(CHANNEL_KEY, id);
  return id;
}

let ready: Promise<Liff> | undefined;
/** The SDK once `liff.init` has finished (for what must be read synchronously, paymentHeaders). */
let started: Liff | undefined;

/** `liff.init` once per page load; in demo mode (no LINE channel) on @line/liff-mock. */
export function initLiff(): Promise<Liff> {
  ready ??= (async () => {
    const config = await useConfigStore.getState().load();
    const { default: liff } = await import('@line/liff');
    if (config.demo) {
      const { LiffMockPlugin } = await import('@line/liff-mock');
      liff.use(new LiffMockPlugin());
      await liff.init({ liffId: config.liffId ?? 'demo-liff-id', mock: true } as Parameters<Liff['init']>[0]);
      const inClient = looksLikeLineApp();
      // The mock starts logged out and stays so unless told; getProfile and shareTargetPicker also need
      // login() called once. Inside "LINE" the share target picker is offered, as LINE does.
      liff.login();
      (liff as MockLiff).$mock.set((p) => ({
        ...p,
        isLoggedIn: true,
        isInClient: inClient,
        isApiAvailable: inClient,
        getProfile: { displayName: 'ลูกค้าทดลอง', userId: demoUserId() },
        shareTargetPicker: { status: 'success' },
      }));
      return liff;
    }
    const liffId = startingLiffId(config);
    if (!liffId) throw new Error('LIFF is not configured (no liffId)');
    await liff.init({ liffId });
    return liff;
  })();
  ready.then(
    (liff) => {
      started = liff;
    },
    () => {},
  );
  ready.catch((err: unknown) => {
    console.error('liff.init failed', err);
    ready = undefined; // a failed init may be retried
  });
  return ready;
}

/** The initialised SDK if LIFF is in play (never starts an init on its own), else undefined. */
export async function liffIfReady(): Promise<Liff | undefined> {
  if (!ready) return undefined;
  return ready.catch(() => undefined);
}

export const isDemo = async () => (await useConfigStore.getState().load()).demo;

/**
 * Real LIFF moves to the liff.state target itself during init; liff-mock does not, so after init we do
 * (replacing the entry, so Back does not return to the bare endpoint). Only ever called after init.
 */
function applyLiffState(): void {
  const target = liffStateTarget(window.location.search, window.location.origin);
  if (target) window.history.replaceState(window.history.state, '', target);
}

/** Signs the LINE user in with the server (it verifies the ID token with LINE) and keeps the session. */
export async function signInWithLine(liff: Liff): Promise<void> {
  const profile = await liff.getProfile();
  const idToken = liff.getIDToken() ?? undefined;
  const body: LineLoginBody = idToken ? { userId: profile.userId, idToken } : { userId: profile.userId };
  const { token } = await api(accountCalls.lineLogin, { body });
  useSession.getState().signIn(token);
}

const BOOT_TIMEOUT_MS = 10_000;

/**
 * Runs before the router renders (main.tsx). When the URL carries something LIFF reads, or inside LINE
 * (needsLiffFirst), it waits: `liff.init` once, the liff.state deep link (liff-mock; real LIFF already did
 * it), and inside LINE the automatic sign-in when there is no live session, so a deep link to a member
 * page lands there signed in; it gives up waiting after 10 s so a LINE outage cannot keep the shop from
 * showing. Anywhere else LIFF has nothing to do until something asks for it (the share button, the LINE
 * sign-in): the SDK (about 130 KB of script) was the longest task on every screen of a phone browser
 * outside LINE, where most screens never use it. Never throws.
 */
export async function bootLiff(): Promise<void> {
  const { pathname, search, hash } = window.location;
  if (!needsLiffFirst(pathname, search, hash, navigator.userAgent)) return;
  const start = async () => {
    const config = await useConfigStore.getState().load();
    if (!usesLiff(config)) return;
    const liff = await initLiff();
    applyLiffState();
    if (liff.isInClient() && isExpired(localStorage.getItem(STORAGE.accessToken))) await signInWithLine(liff);
  };
  const work = start().catch((err) => console.error('LIFF start failed', err));
  let timer: number | undefined;
  const timeout = new Promise<void>((resolve) => {
    timer = window.setTimeout(() => {
      console.error('LIFF start is taking too long; showing the app without it');
      resolve();
    }, BOOT_TIMEOUT_MS);
  });
  await Promise.race([work, timeout]);
  window.clearTimeout(timer);
}

/** Resolves once the page has loaded: LIFF started on demand never competes with the screen's own first draw. */
const pageLoaded = () =>
  new Promise<void>((resolve) => {
    if (document.readyState === 'complete') setTimeout(resolve, 0);
    else window.addEventListener('load', () => setTimeout(resolve, 0), { once: true });
  });

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
 * What accountCalls.lineLogin needs: the profile's userId and the ID token the server verifies with LINE.
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

/**
 * Whether LINE offers the share target picker here: inside LINE, or in a browser signed in through LIFF.
 * Starts LIFF when it is in play and not started yet (after the page has loaded), so only the screens with
 * a product to share pay for the SDK.
 */
export async function canShareToLine(): Promise<boolean> {
  try {
    if (!usesLiff(await useConfigStore.getState().load())) return false;
    const keys = Array.from({ length: localStorage.length }, (_, i) => localStorage.key(i) ?? '');
    if (!mayShareToLine(navigator.userAgent, keys)) return false;
    await pageLoaded();
    const liff = await initLiff();
    return Boolean(liff.isApiAvailable('shareTargetPicker'));
  } catch {
    return false;
  }
}

/** A link into the member app: the configured channel's permanent link (opens inside LINE), else this origin. */
export function appLink(path: string): string {
  const { liffId, miniAppLiffId } = useConfigStore.getState().config;
  return appLinkFor({ liffId, miniAppLiffId, origin: window.location.origin }, path);
}

/** Opens LINE's share target picker with one message of any kind LINE takes (a Flex card); false when closed. */
export async function shareMessageToLine(message: Parameters<Liff['shareTargetPicker']>[0][number]): Promise<boolean> {
  const liff = await liffIfReady();
  if (!liff) return false;
  const result = await liff.shareTargetPicker([message]);
  return Boolean(result);
}

/** Opens LINE's share target picker with one text message; false when the user closed it. */
export async function shareTextToLine(text: string): Promise<boolean> {
  const liff = await liffIfReady();
  if (!liff) return false;
  const result = await liff.shareTargetPicker([{ type: 'text', text }]);
  return Boolean(result);
}

/**
 * Inside the shop's LINE MINI App, the member's LIFF access token under its header: the server exchanges it for
 * the action's service notification token, so its receipt or confirmation and reminders come as service
 * messages (docs/decisions.md "Service messages after a payment"). Nothing elsewhere.
 */
export function lineActionHeaders(): Record<string, string> {
  const { miniAppLiffId, demo } = useConfigStore.getState().config;
  if (started && !demo && miniAppLiffId && started.id === miniAppLiffId && started.isInClient()) {
    const token = started.getAccessToken();
    if (token) return { [LINE_ACCESS_TOKEN_HEADER]: token };
  }
  return {};
}

/** The headers of a payment sent from the app: its Idempotency-Key and, in the MINI App, the LIFF access token. */
export function paymentHeaders(idempotencyKey: string): Record<string, string> {
  return { 'Idempotency-Key': idempotencyKey, ...lineActionHeaders() };
}
