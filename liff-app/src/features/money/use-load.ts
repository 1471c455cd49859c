import { useCallback, useEffect, useState } from 'react';
import { api } from '../../lib/api';

export interface Loaded<T> {
  data: T | undefined;
  error: unknown;
  loading: boolean;
  reload(): void;
}

/** GETs `path` through the one API client (null = wait). Keeps the last data while reloading. */
export function useLoad<T>(path: string | null): Loaded<T> {
  const [state, setState] = useState<{ data?: T; error?: unknown; loading: boolean }>({ loading: path !== null });
  const [round, setRound] = useState(0);
  useEffect(() => {
    if (path === null) return;
    let live = true;
    setState((s) => ({ ...s, loading: true }));
    api<T>(path).then(
      (data) => live && setState({ data, loading: false }),
      (error: unknown) => {
        if (!live) return;
        console.error(`GET ${path} failed`, error);
        setState((s) => ({ data: s.data, error, loading: false }));
      },
    );
    return () => {
      live = false;
    };
  }, [path, round]);
  const reload = useCallback(() => setRound((r) => r + 1), []);
  return { data: state.data, error: state.error, loading: state.loading, reload };
}
