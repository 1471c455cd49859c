import { useEffect, useState } from 'react';
import type { RuntimeConfig } from '@goldshop/api/contract';
import { api } from '../../lib/api';

let pending: Promise<RuntimeConfig> | undefined;

/** GET /api/config once per page load (the LINE official account's chat URL lives there). */
export function useRuntimeConfig(): RuntimeConfig | undefined {
  const [config, setConfig] = useState<RuntimeConfig>();
  useEffect(() => {
    pending ??= api<RuntimeConfig>('/api/config').catch((err: unknown) => {
      pending = undefined;
      throw err;
    });
    let live = true;
    pending.then((c) => live && setConfig(c), (err: unknown) => console.error('config failed', err));
    return () => {
      live = false;
    };
  }, []);
  return config;
}
