import { useCallback, useEffect, useState } from 'react';
import { api } from './api';

export interface Loaded<T> {
  data: T | undefined;
  error: unknown;
  /** The last GET failed (SPEC §8: most failures are logged only, and the caller renders nothing). */
  failed: boolean;
  loading: boolean;
  reload(): void;
}

/**
 * GETs `path` through the one API client on mount and when it changes (null = wait). Keeps the last data
 * while reloading or after a failed reload; failures are logged.
 */
export function useApi<T>(path: string | null): Loaded<T> {
  const [state, setState] = useState<{ data?: T; error?: unknown; loading: boolean }>({ loading: path !== null });
  const [round, setRound] = useState(0);
  useEffect(() => {
    if (path === null) return;
    let live = true;
    setState((s) => ({ ...s, loading: true }));
    api<T>(path).then(
      (data) => live && setState({ data, loading: false }),
      (error: unknown) => {
        console.error(`GET ${path} failed`, error);
        if (live) setState((s) => ({ data: s.data, error, loading: false }));
      },
    );
    return () => {
      live = false;
    };
  }, [path, round]);
  const reload = useCallback(() => setRound((r) => r + 1), []);
  return { data: state.data, error: state.error, failed: state.error !== undefined, loading: state.loading, reload };
}
