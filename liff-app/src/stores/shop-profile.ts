import { create } from 'zustand';
import { contentCalls, type ShopProfile } from '@goldshop/api/contract';
import { api } from '../lib/api';
import { takeEarlyAnswer } from '../lib/early-answers';
import { useConfigStore } from './config';

// The shop's own name, branches and pages (contentCalls.shopProfile, edited by the owner on the console):
// nothing shop-specific is compiled into the app. Loaded once per visit by the layout; the server answers
// with an ETag, so later visits revalidate cheaply.

interface ShopProfileState {
  profile: ShopProfile | undefined;
  /** The call failed: the header, footer and about page show what they can without it. */
  failed: boolean;
  load(): Promise<void>;
}

// Given with the page when the server could (lib/early-answers.ts): then it is never asked for.
const given = takeEarlyAnswer(contentCalls.shopProfile);
let pending: Promise<void> | undefined = given && Promise.resolve();

export const useShopProfile = create<ShopProfileState>((set) => ({
  profile: given,
  failed: false,
  load() {
    pending ??= api(contentCalls.shopProfile).then(
      (profile) => set({ profile, failed: false }),
      (err: unknown) => {
        console.error('shop-profile failed', err);
        set({ failed: true });
        pending = undefined; // a later screen may try again
      },
    );
    return pending;
  },
}));

export const useProfile = () => useShopProfile((s) => s.profile);
export const useProfileFailed = () => useShopProfile((s) => s.failed);

/**
 * The shop's LINE official account: the owner's link when they set one, else the server's configured chat
 * link (/api/config, from LINE_BASIC_ID).
 */
export function useLineUrl(): string {
  const own = useShopProfile((s) => s.profile?.lineOa);
  const configured = useConfigStore((s) => s.config.lineOaUrl);
  return own || configured;
}
