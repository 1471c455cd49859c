import { useEffect, useSyncExternalStore } from 'react';
import { dashboardCalls, pawnCalls } from '@goldshop/api/contract';
import type { BadgeCounts } from '../lib/pending';
import { request } from './request';

/** The menu badges refresh every 60 s, and at once after each staff decision (refreshPendingCounts). */
export const PENDING_REFRESH_MS = 60_000;

let counts: BadgeCounts | null = null;
const listeners = new Set<() => void>();
let inFlight: Promise<void> | null = null;

/**
 * Asks the server again; a failure keeps the last counts (the badges are a hint, not the record). The
 * overdue pawn badge is the overdue list's total, asked for with one row.
 */
export function refreshPendingCounts(): Promise<void> {
  inFlight ??= Promise.allSettled([
    request(dashboardCalls.pendingCounts, {}, { skipErrorHandler: true }),
    request(pawnCalls.overdue, { query: { pageSize: 1 } }, { skipErrorHandler: true }),
  ])
    .then(([pending, overdue]) => {
      if (pending.status === 'rejected' && overdue.status === 'rejected') return;
      const base = pending.status === 'fulfilled' ? pending.value : counts;
      if (!base) return;
      counts = { ...base, pawnOverdue: overdue.status === 'fulfilled' ? overdue.value.total : counts?.pawnOverdue };
      for (const l of listeners) l();
    })
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
export function usePendingCounts(poll = false): BadgeCounts | null {
  useEffect(() => {
    if (!poll) return;
    void refreshPendingCounts();
    const timer = window.setInterval(() => void refreshPendingCounts(), PENDING_REFRESH_MS);
    return () => window.clearInterval(timer);
  }, [poll]);
  return useSyncExternalStore(subscribe, () => counts);
}
