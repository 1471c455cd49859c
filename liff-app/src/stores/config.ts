import { create } from 'zustand';
import { GOLD_PRICE_BASE, systemCalls, type RuntimeConfig } from '@goldshop/api/contract';
import { api } from '../lib/api';
import { takeEarlyAnswer } from '../lib/early-answers';

/** What the app uses until the runtime configuration answers (or when it cannot): the API's own gold price proxy. */
export const DEFAULT_CONFIG: RuntimeConfig = {
  liffId: null,
  miniAppLiffId: null,
  miniAppVerified: false,
  demo: false,
  lineOaUrl: 'https://line.me/R/ti/p/%40goldshop',
  goldPriceBase: GOLD_PRICE_BASE,
};

interface ConfigState {
  config: RuntimeConfig;
  loaded: boolean;
  /** Fetches the runtime configuration once; every caller gets the same promise. */
  load(): Promise<RuntimeConfig>;
}

// Given with the page when the server could (lib/early-answers.ts): then it is never asked for.
const given = takeEarlyAnswer(systemCalls.config);
let pending: Promise<RuntimeConfig> | undefined = given && Promise.resolve(given);

export const useConfigStore = create<ConfigState>((set) => ({
  config: given ?? DEFAULT_CONFIG,
  loaded: given !== undefined,
  load() {
    pending ??= api(systemCalls.config)
      .then((config) => {
        set({ config, loaded: true });
        return config;
      })
      .catch((err) => {
        console.error('config failed', err);
        set({ loaded: true });
        return DEFAULT_CONFIG;
      });
    return pending;
  },
}));

export const useLineOaUrl = () => useConfigStore((s) => s.config.lineOaUrl);
export const useIsDemo = () => useConfigStore((s) => s.config.demo);
