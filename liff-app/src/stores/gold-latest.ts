import { useEffect } from 'react';
import { create } from 'zustand';
import { goldPriceCalls, type GoldPriceAnswer } from '@goldshop/api/contract';
import { api } from '../lib/api';
import { takeEarlyAnswer } from '../lib/early-answers';

/** How long one answer of `/latest` is trusted before a screen that shows prices asks again. */
const FRESH_MS = 60_000;

interface LatestState {
  answer: GoldPriceAnswer | undefined;
  at: number;
  pending: Promise<void> | undefined;
  load(): Promise<void>;
}

/**
 * Our own `/latest` (not the configurable panel base): the product prices are computed by our server, so
 * only its answer can say whether the price behind them was entered by staff. Shared by every price
 * note on a screen, asked at most once a minute.
 */
// Given with the page when the server could (lib/early-answers.ts): fresh as of the page's load.
const given = takeEarlyAnswer(goldPriceCalls.latest);

export const useGoldLatest = create<LatestState>((set, get) => ({
  answer: given,
  at: given ? Date.now() : 0,
  pending: undefined,
  load() {
    const s = get();
    if (s.pending) return s.pending;
    if (s.answer && Date.now() - s.at < FRESH_MS) return Promise.resolve();
    const pending = api(goldPriceCalls.latest)
      .then((answer) => set({ answer, at: Date.now() }))
      .catch((err: unknown) => console.error('gold price (source) failed', err)) // the note is a courtesy: no note
      .finally(() => set({ pending: undefined }));
    set({ pending });
    return pending;
  },
}));

/** The latest answer, loading it (once) when the calling screen shows prices. */
export function useLatestGoldPrice(enabled = true): GoldPriceAnswer | undefined {
  const answer = useGoldLatest((s) => s.answer);
  const load = useGoldLatest((s) => s.load);
  useEffect(() => {
    if (enabled) void load();
  }, [enabled, load]);
  return answer;
}
