import { create } from 'zustand';
import { isIos } from '../lib/install';
import { isLineBrowser } from '../lib/liff-state';

/** Chromium's install prompt event (not in the DOM typings). */
interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

interface InstallState {
  canPrompt: boolean;
  installed: boolean;
  standalone: boolean;
  ios: boolean;
  inLine: boolean;
  prompt(): Promise<void>;
}

let deferred: BeforeInstallPromptEvent | null = null;

const standaloneNow = () =>
  window.matchMedia?.('(display-mode: standalone)').matches === true ||
  (navigator as Navigator & { standalone?: boolean }).standalone === true;

export const useInstall = create<InstallState>((set) => ({
  canPrompt: false,
  installed: false,
  standalone: standaloneNow(),
  ios: isIos(navigator.userAgent, navigator.platform, navigator.maxTouchPoints ?? 0),
  inLine: isLineBrowser(navigator.userAgent),
  async prompt() {
    if (!deferred) return;
    const event = deferred;
    deferred = null; // a prompt event can be used once
    set({ canPrompt: false });
    await event.prompt();
    await event.userChoice.catch(() => undefined);
  },
}));

/**
 * Listens before React mounts: Chromium fires beforeinstallprompt early, and a missed event means no
 * button until the next visit.
 */
export function listenForInstall() {
  window.addEventListener('beforeinstallprompt', (e) => {
    e.preventDefault();
    deferred = e as BeforeInstallPromptEvent;
    useInstall.setState({ canPrompt: true });
  });
  window.addEventListener('appinstalled', () => {
    deferred = null;
    useInstall.setState({ installed: true, canPrompt: false });
  });
  window.matchMedia?.('(display-mode: standalone)').addEventListener?.('change', (e) => {
    useInstall.setState({ standalone: e.matches });
  });
}

/** The service worker (public/sw.js) only in production builds: in dev it would cache Vite's modules. */
export function registerServiceWorker() {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('/sw.js').catch((err) => console.error('service worker', err));
  });
}
