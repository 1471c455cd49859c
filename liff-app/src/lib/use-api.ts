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

/** Answers asked for before their screen mounted (prefetch), each taken once by that screen's useApi. */
const early = new Map<string, { at: number; answer: Promise<unknown> }>();
const EARLY_MS = 10_000;

/**
 * Starts a GET a screen is about to make, while its code is still downloading (routes.tsx), so the data
 * and the script travel together on a slow connection instead of one after the other. The screen's first
 * useApi of the same URL takes the answer (within 10 s); later ones fetch afresh.
 */
export function prefetch<E extends Endpoint>(e: E, input?: NoInfer<EndpointInput<E>>): void {
  const url = urlOf(e, input as { params?: object; query?: object });
  if (early.has(url)) return;
  const answer = (api as (e: Endpoint, input?: object) => Promise<unknown>)(e, input);
  answer.catch(() => undefined); // a failure is reported by the screen that takes it
  early.set(url, { at: Date.now(), answer });
}

function takeEarly(url: string): Promise<unknown> | undefined {
  const hit = early.get(url);
  early.delete(url);
  return hit && Date.now() - hit.at < EARLY_MS ? hit.answer : undefined;
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
    ((takeEarly(url) as Promise<T> | undefined) ?? (api as (e: Endpoint, input?: object) => Promise<T>)(e, input)).then(
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
