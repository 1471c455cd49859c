import { and, asc, eq, lte } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { HTTPFetchError, messagingApi } from '@line/bot-sdk';
import { schema, type Db } from '@goldshop/db';
import type { Config } from '../../config';
import { immediate } from '../tx';
import type { LineMessage } from './messages';

const { lineNotifications: outbox } = schema;

export const PUSH_MAX_ATTEMPTS = 8;
/** 30 s, 1 min, 2 min … capped at an hour: LINE outages are usually short, a day of retries is plenty. */
export const PUSH_BACKOFF_BASE_MS = 30_000;
export const PUSH_BACKOFF_MAX_MS = 3_600_000;
const PUSH_TIMEOUT_MS = 10_000;
const BATCH = 50;

export const backoffMs = (attempts: number) => Math.min(PUSH_BACKOFF_BASE_MS * 2 ** Math.max(0, attempts - 1), PUSH_BACKOFF_MAX_MS);

export interface DrainSummary {
  sent: number;
  retried: number;
  failed: number;
}

class PushTimeout extends Error {}

/** What a push attempt's error means for the row: try again later, or never (LINE refused the message). */
function classify(err: unknown): { retry: boolean; unreachable: boolean; detail: string } {
  if (err instanceof HTTPFetchError) {
    // LINE's own trouble or throttling is worth retrying; any other 4xx means the message is refused.
    const retry = err.status >= 500 || err.status === 429 || err.status === 408;
    return { retry, unreachable: false, detail: `LINE answered ${err.status}: ${String(err.body ?? '').slice(0, 300)}` };
  }
  if (err instanceof PushTimeout) return { retry: true, unreachable: true, detail: 'LINE did not answer in time' };
  return { retry: true, unreachable: true, detail: `push failed: ${(err as Error)?.message ?? String(err)}`.slice(0, 300) };
}

/**
 * Drains the LINE outbox: due pending rows are pushed (POST {apiBase}/v2/bot/message/push through the
 * bot SDK, with the row's retry key so LINE never shows a retried push twice), then marked sent; a
 * failure is retried with exponential backoff and after PUSH_MAX_ATTEMPTS marked 'failed' and logged as
 * an error, the row kept for staff to see. One drain at a time; a call during a drain joins it.
 */
export function createLineSender(opts: { db: Db; line: Config['line']; log: FastifyBaseLogger; maxAttempts?: number; pushTimeoutMs?: number }) {
  const { db, line, log, maxAttempts = PUSH_MAX_ATTEMPTS, pushTimeoutMs = PUSH_TIMEOUT_MS } = opts;
  const client = line.channelAccessToken
    ? new messagingApi.MessagingApiClient({ channelAccessToken: line.channelAccessToken, baseURL: line.apiBase })
    : undefined;
  let running: Promise<DrainSummary> | undefined;

  async function pushOne(row: typeof outbox.$inferSelect) {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new PushTimeout()), pushTimeoutMs);
    });
    try {
      await Promise.race([client!.pushMessage({ to: row.lineUserId, messages: row.message as LineMessage[] }, row.retryKey), timeout]);
    } finally {
      clearTimeout(timer);
    }
  }

  async function drainOnce(at: Date): Promise<DrainSummary> {
    const summary: DrainSummary = { sent: 0, retried: 0, failed: 0 };
    if (!client) return summary;
    const due = db
      .select()
      .from(outbox)
      .where(and(eq(outbox.status, 'pending'), lte(outbox.nextAttemptAt, at.toISOString())))
      .orderBy(asc(outbox.nextAttemptAt), asc(outbox.id))
      .limit(BATCH)
      .all();
    for (const row of due) {
      const attempts = row.attempts + 1;
      try {
        await pushOne(row);
        await immediate(db, (tx) => tx.update(outbox).set({ status: 'sent', attempts, sentAt: new Date().toISOString(), lastError: null }).where(eq(outbox.id, row.id)).run());
        summary.sent++;
      } catch (err) {
        // 409 for our retry key: LINE already accepted this very push (our first answer was lost).
        if (err instanceof HTTPFetchError && err.status === 409) {
          await immediate(db, (tx) => tx.update(outbox).set({ status: 'sent', attempts, sentAt: new Date().toISOString(), lastError: null }).where(eq(outbox.id, row.id)).run());
          summary.sent++;
          continue;
        }
        const { retry, unreachable, detail } = classify(err);
        if (retry && attempts < maxAttempts) {
          const next = new Date(at.getTime() + backoffMs(attempts)).toISOString();
          await immediate(db, (tx) => tx.update(outbox).set({ attempts, lastError: detail, nextAttemptAt: next }).where(eq(outbox.id, row.id)).run());
          log.warn({ notification: row.id, dedupeKey: row.dedupeKey, attempts, next, detail }, 'LINE push failed, will retry');
          summary.retried++;
        } else {
          await immediate(db, (tx) => tx.update(outbox).set({ status: 'failed', attempts, lastError: detail }).where(eq(outbox.id, row.id)).run());
          log.error({ notification: row.id, dedupeKey: row.dedupeKey, attempts, detail }, 'LINE push failed for good');
          summary.failed++;
        }
        // LINE cannot be reached: the rest of the batch would only wait for the same timeout; next tick.
        if (unreachable) break;
      }
    }
    return summary;
  }

  return {
    /** Sends what is due at `at` (default now). Tests call this directly instead of the timer. */
    drain(at: Date = new Date()): Promise<DrainSummary> {
      running ??= drainOnce(at).finally(() => {
        running = undefined;
      });
      return running;
    },
  };
}
export type LineSender = ReturnType<typeof createLineSender>;
