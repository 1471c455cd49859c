import { useEffect, useSyncExternalStore } from 'react';
import { dashboardCalls, type PendingCounts } from '@goldshop/api/contract';
import { request } from './request';

/** The menu badges refresh every 60 s, and at once after each staff decision (refreshPendingCounts). */
export const PENDING_REFRESH_MS = 60_000;

let counts: PendingCounts | null = null;
const listeners = new Set<() => void>();
let inFlight: Promise<void> | null = null;

/** Asks the server again; a failure keeps the last counts (the badges are a hint, not the record). */
export function refreshPendingCounts(): Promise<void> {
  inFlight ??= request(dashboardCalls.pendingCounts, {}, { skipErrorHandler: true })
    .then((next) => {
      counts = next;
      listeners.forEach((l) => l());
    })
    .catch(() => undefined)
    .finally(() => {
      inFlight = null;
    });
  return inFlight;
}

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => void listeners.delete(l);
};

/** The latest counts, polled while a component using them is mounted (the layout). */
export function usePendingCounts(poll = false): PendingCounts | null {
  useEffect(() => {
    if (!poll) return;
    void refreshPendingCounts();
    const timer = window.setInterval(() => void refreshPendingCounts(), PENDING_REFRESH_MS);
    return () => window.clearInterval(timer);
  }, [poll]);
  return useSyncExternalStore(subscribe, () => counts);
}
