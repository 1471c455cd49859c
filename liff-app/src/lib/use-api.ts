import { useEffect, useState } from 'react';
import { api } from './api';

/**
 * GETs `path` once on mount. SPEC §8: content, product and flag failures are logged only, so the
 * caller simply renders nothing when `data` stays undefined.
 */
export function useApi<T>(path: string | null): { data: T | undefined; loading: boolean; failed: boolean } {
  const [state, setState] = useState<{ data: T | undefined; loading: boolean; failed: boolean }>({ data: undefined, loading: Boolean(path), failed: false });
  useEffect(() => {
    if (!path) return;
    let alive = true;
    setState((s) => ({ ...s, loading: true }));
    api<T>(path)
      .then((data) => alive && setState({ data, loading: false, failed: false }))
      .catch((err) => {
        console.error(`GET ${path} failed`, err);
        if (alive) setState({ data: undefined, loading: false, failed: true });
      });
    return () => {
      alive = false;
    };
  }, [path]);
  return state;
}
