import { startTransition, useCallback, useEffect, useState } from 'react';
import { urlOf, type Endpoint, type EndpointAnswer, type EndpointInput } from '@goldshop/api/contract';
import { api, type SendOptions } from './api';
import { hasEarlyAnswer, takeEarlyAnswer } from './early-answers';

export interface Loaded<T> {
  data: T | undefined;
  error: unknown;
  /** The last GET failed (docs/product.md "Messages": most failures are logged only, and the caller renders nothing). */
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
  if (early.has(url) || hasEarlyAnswer(e, input)) return;
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
 * `loading` is derived (the answer held is not for the current URL and round) rather than set when a fetch
 * starts: a state set in the effect would redraw the whole screen at once, unsliced, on every mount.
 */
export function useApi<E extends Endpoint>(e: E | null, input?: NoInfer<EndpointInput<E>>): Loaded<EndpointAnswer<E>> {
  type T = EndpointAnswer<E>;
  const url = e ? urlOf(e, input as { params?: object; query?: object }) : null;
  const [round, setRound] = useState(0);
  const key = url === null ? null : `${round} ${url}`;
  // The answer the page came with, if the server gave it (lib/early-answers.ts): the first draw has its data.
  const [state, setState] = useState<{ key?: string; data?: T; error?: unknown }>(() => {
    const given = e === null ? undefined : takeEarlyAnswer(e, input);
    return given === undefined ? {} : { key: `0 ${url}`, data: given };
  });
  const held = state.key;
  useEffect(() => {
    if (e === null || url === null || key === null || held === key) return;
    // Leaving the screen or asking anew cancels the request on the wire (mobile data), and an answer to a
    // question no longer asked is never shown: a slow older answer cannot overwrite a newer one.
    const controller = new AbortController();
    const call = api as (e: Endpoint, input?: object, options?: SendOptions) => Promise<T>;
    // An answer redraws its part of the screen as a transition (sliced under React; at once under Preact,
    // which the app runs on: docs/decisions.md), never as one redraw of the whole screen.
    ((takeEarly(url) as Promise<T> | undefined) ?? call(e, input, { signal: controller.signal })).then(
      (data) => !controller.signal.aborted && startTransition(() => setState({ key, data })),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.error(`GET ${url} failed`, error);
        startTransition(() => setState((s) => ({ key, data: s.data, error })));
      },
    );
    return () => controller.abort();
    // The key stands for the endpoint, its input and the round: a new object with the same values fetches nothing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  const reload = useCallback(() => setRound((r) => r + 1), []);
  return { data: state.data, error: state.error, failed: state.error !== undefined, loading: key !== null && state.key !== key, reload };
}

/** Nothing known yet: neither an answer nor a failure (a screen that shows itself once waits for these). */
export const firstLoad = (l: Loaded<unknown>): boolean => l.data === undefined && !l.failed;
