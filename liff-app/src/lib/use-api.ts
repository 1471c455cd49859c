import { useCallback, useEffect, useState } from 'react';
import { urlOf, type Endpoint, type EndpointAnswer, type EndpointInput } from '@goldshop/api/contract';
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
 * GETs a declared call through the one API client on mount and when its URL changes (`null` = wait).
 * Keeps the last data while reloading or after a failed reload; failures are logged.
 */
export function useApi<E extends Endpoint>(e: E | null, input?: NoInfer<EndpointInput<E>>): Loaded<EndpointAnswer<E>> {
  type T = EndpointAnswer<E>;
  const url = e ? urlOf(e, input as { params?: object; query?: object }) : null;
  const [state, setState] = useState<{ data?: T; error?: unknown; loading: boolean }>({ loading: url !== null });
  const [round, setRound] = useState(0);
  useEffect(() => {
    if (e === null || url === null) return;
    let live = true;
    setState((s) => ({ ...s, loading: true }));
    (api as (e: Endpoint, input?: object) => Promise<T>)(e, input).then(
      (data) => live && setState({ data, loading: false }),
      (error: unknown) => {
        console.error(`GET ${url} failed`, error);
        if (live) setState((s) => ({ data: s.data, error, loading: false }));
      },
    );
    return () => {
      live = false;
    };
    // The URL stands for the endpoint and its input: a new object with the same values fetches nothing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [url, round]);
  const reload = useCallback(() => setRound((r) => r + 1), []);
  return { data: state.data, error: state.error, failed: state.error !== undefined, loading: state.loading, reload };
}
