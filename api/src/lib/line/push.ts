import { and, asc, eq, lte } from 'drizzle-orm';
import { VERIFICATION } from '../../../contract/lifecycles';
import type { FastifyBaseLogger } from 'fastify';
import { schema, type Db } from '@goldshop/db';
import type { Config } from '../../config';
import { bangkokDayStartIso, bangkokToday } from '../dates';
import { immediate } from '../tx';
import { reachesRestrictedMember, type LineMessage } from './messages';

const { lineNotifications: outbox, lineBlocks, users } = schema;

/**
 * Why a due row is not to be sent now, or null: its LINE user blocked the shop's account; or its member was
 * suspended or closed after it was queued, and it is not about their own money or account (messages.ts reachesRestrictedMember; docs/decisions.md "A suspended or
 * closed member gets only what is about their money or account").
 */
function withholdReason(db: Db, row: typeof outbox.$inferSelect): string | null {
  // LINE delivers nothing to a user who blocked the shop's account: not even a call (docs/decisions.md "Blocked LINE users are not pushed to").
  if (db.select({ at: lineBlocks.blockedAt }).from(lineBlocks).where(eq(lineBlocks.lineUserId, row.lineUserId)).get())
    return "withheld: the LINE user blocked the shop's account";
  if (row.userId === null || reachesRestrictedMember(row.dedupeKey)) return null;
  const member = db
    .select({ status: users.verificationStatus, closedAt: users.closedAt })
    .from(users)
    .where(eq(users.id, row.userId))
    .get();
  if (member?.closedAt) return 'withheld: the member closed the account';
  if (member?.status === VERIFICATION.suspended) return 'withheld: the member is suspended';
  return null;
}

export const PUSH_MAX_ATTEMPTS = 8;
/** 30 s, 1 min, 2 min … capped at an hour: LINE outages are usually short, a day of retries is plenty. */
export const PUSH_BACKOFF_BASE_MS = 30_000;
export const PUSH_BACKOFF_MAX_MS = 3_600_000;
/** While LINE cannot be reached the whole sender waits, 30 s doubling to this, instead of trying every tick. */
export const UNREACHABLE_PAUSE_MAX_MS = 10 * 60_000;
const PUSH_TIMEOUT_MS = 10_000;
const BATCH = 50;

export const backoffMs = (attempts: number) => Math.min(PUSH_BACKOFF_BASE_MS * 2 ** Math.max(0, attempts - 1), PUSH_BACKOFF_MAX_MS);

export interface DrainSummary {
  sent: number;
  retried: number;
  failed: number;
}

/** LINE answered a push with an error status. */
class PushRefused extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
  ) {
    super(`LINE answered ${status}`);
  }
}
class PushTimeout extends Error {}

/**
 * LINE's answer once the month's paid-for messages are used up (`429 "You have reached your monthly limit."`): no
 * push goes through until the month ends, so retrying only adds calls (docs/decisions.md "LINE's monthly limit").
 */
export const isMonthlyLimit = (err: unknown) => err instanceof PushRefused && err.status === 429 && /monthly limit/i.test(err.body);

/** The first moment of the next month in Bangkok, when LINE's monthly count starts again. */
export function nextBangkokMonth(at: Date): Date {
  const [y, m] = bangkokToday(at).split('-').map(Number) as [number, number];
  return new Date(bangkokDayStartIso(m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`));
}

/** Why a row was not pushed once the month's limit was reached; the member has it in the app's messages. */
export const MONTHLY_LIMIT_WITHHELD = "withheld: LINE's monthly message limit is reached (the member has it in the app's messages)";

/** What a push attempt's error means for the row: try again later, or never (LINE refused the message). */
function classify(err: unknown): { retry: boolean; unreachable: boolean; detail: string } {
  if (err instanceof PushRefused) {
    // LINE's own trouble or throttling is worth retrying; any other 4xx means the message is refused.
    const retry = err.status >= 500 || err.status === 429 || err.status === 408;
    return { retry, unreachable: false, detail: `LINE answered ${err.status}: ${err.body}` };
  }
  if (err instanceof PushTimeout) return { retry: true, unreachable: true, detail: 'LINE did not answer in time' };
  return { retry: true, unreachable: true, detail: `push failed: ${(err as Error)?.message ?? String(err)}`.slice(0, 300) };
}

/**
 * POST {apiBase}/v2/bot/message/push with the row's retry key (LINE answers 409 to a key it has already
 * accepted). Our own fetch rather than the bot SDK's client, which takes no abort signal: a push that timed
 * out kept its connection open for good, one more with every try while LINE hung. Here the timeout aborts
 * the request, which closes the connection.
 */
async function postPush(line: Config['line'], row: typeof outbox.$inferSelect, timeoutMs: number): Promise<void> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new PushTimeout()), timeoutMs);
  try {
    const res = await fetch(`${line.apiBase.replace(/\/+$/, '')}/v2/bot/message/push`, {
      method: 'POST',
      signal: controller.signal,
      headers: {
        authorization: `Bearer ${line.channelAccessToken}`,
        'content-type': 'application/json',
        'x-line-retry-key': row.retryKey,
      },
      body: JSON.stringify({ to: row.lineUserId, messages: row.message as LineMessage[] }),
    });
    // Read to the end (within the timeout), so the connection can serve the next push.
    const body = await res.text();
    if (!res.ok) throw new PushRefused(res.status, body.slice(0, 300));
  } catch (err) {
    if (controller.signal.reason instanceof PushTimeout) throw controller.signal.reason;
    throw err;
  } finally {
    clearTimeout(timer);
    controller.abort();
  }
}

/**
 * Drains the LINE outbox: due pending rows are pushed (postPush, with the row's retry key so LINE never
 * shows a retried push twice), then marked sent; a failure is retried with exponential backoff and after
 * PUSH_MAX_ATTEMPTS marked 'failed' and logged as an error, the row kept for staff to see. A row whose member
 * is now suspended or closed is marked 'withheld' unless it is about their money or account. One drain at a
 * time; a call during a drain joins it. When LINE cannot be reached at all (no answer, no connection), the
 * sender pauses, 30 s doubling to UNREACHABLE_PAUSE_MAX_MS, so a hung LINE gets one try per pause rather
 * than one per tick; the first push that goes through ends the pause.
 */
export function createLineSender(opts: {
  db: Db;
  line: Config['line'];
  log: FastifyBaseLogger;
  maxAttempts?: number;
  pushTimeoutMs?: number;
  /** Called once when LINE says the month's messages are used up (the owner's alert), with the month's end. */
  onMonthlyLimit?: (until: Date) => void;
  /**
   * The month's message budget, opened once a drain that has rows (budget.ts openBudget): which rows reach their
   * member in the app only (their priority's threshold passed), and each push counted.
   */
  budget?: (at: Date) => Promise<{ withhold(dedupeKey: string): string | null; sent(): void }>;
  /**
   * Sends the row as a LINE MINI App service message instead when it answers a payment made in the app that holds
   * a service notification token (service-messages.ts): true when LINE took it. Free, so neither the month's
   * limit nor the budget holds it back.
   */
  service?: (row: typeof outbox.$inferSelect, at: Date) => Promise<boolean>;
}) {
  const { db, line, log, maxAttempts = PUSH_MAX_ATTEMPTS, pushTimeoutMs = PUSH_TIMEOUT_MS, onMonthlyLimit, budget, service } = opts;
  const configured = Boolean(line.channelAccessToken);
  let running: Promise<DrainSummary> | undefined;
  let pauseMs = 0;
  let pausedUntil = 0;
  /** Until when LINE's monthly limit holds (0: not reached). Kept in memory: after a restart one push finds out again. */
  let limitUntil = 0;

  async function drainOnce(at: Date): Promise<DrainSummary> {
    const summary: DrainSummary = { sent: 0, retried: 0, failed: 0 };
    if (!configured || at.getTime() < pausedUntil) return summary;
    const due = db
      .select()
      .from(outbox)
      .where(and(eq(outbox.status, 'pending'), lte(outbox.nextAttemptAt, at.toISOString())))
      .orderBy(asc(outbox.nextAttemptAt), asc(outbox.id))
      .limit(BATCH)
      .all();
    const gate = due.length && budget ? await budget(at) : undefined;
    const record = (id: number, set: Partial<typeof outbox.$inferInsert>) =>
      immediate(db, (tx) => tx.update(outbox).set(set).where(eq(outbox.id, id)).run());
    for (const row of due) {
      const barred = withholdReason(db, row);
      if (!barred && service && (await service(row, at))) {
        await record(row.id, {
          status: 'sent',
          via: 'service',
          attempts: row.attempts + 1,
          sentAt: new Date().toISOString(),
          lastError: null,
        });
        summary.sent++;
        continue;
      }
      const withheld = at.getTime() < limitUntil ? MONTHLY_LIMIT_WITHHELD : (barred ?? gate?.withhold(row.dedupeKey) ?? null);
      if (withheld) {
        // For good: a reinstated member is not sent what was stale by then (not a failure: no alert).
        await record(row.id, { status: 'withheld', lastError: withheld });
        log.info({ notification: row.id, dedupeKey: row.dedupeKey, detail: withheld }, 'LINE push withheld');
        continue;
      }
      const attempts = row.attempts + 1;
      let err: unknown = null;
      try {
        await postPush(line, row, pushTimeoutMs);
      } catch (e) {
        err = e;
      }
      // 409 for our retry key: LINE already accepted this very push (our first answer was lost).
      if (!err || (err instanceof PushRefused && err.status === 409)) {
        pauseMs = 0;
        await record(row.id, { status: 'sent', attempts, sentAt: new Date().toISOString(), lastError: null });
        gate?.sent();
        summary.sent++;
        continue;
      }
      if (isMonthlyLimit(err)) {
        // Nothing more goes out this month: this row and every later one is withheld, not retried (each is in
        // its member's in-app messages already), and the owner is told once.
        const until = nextBangkokMonth(at);
        limitUntil = until.getTime();
        await record(row.id, { status: 'withheld', attempts, lastError: MONTHLY_LIMIT_WITHHELD });
        log.error(
          { notification: row.id, until: until.toISOString() },
          "LINE's monthly message limit is reached: pushes stop until the month ends",
        );
        onMonthlyLimit?.(until);
        continue;
      }
      const { retry, unreachable, detail } = classify(err);
      if (retry && attempts < maxAttempts) {
        const next = new Date(at.getTime() + backoffMs(attempts)).toISOString();
        await record(row.id, { attempts, lastError: detail, nextAttemptAt: next });
        log.warn({ notification: row.id, dedupeKey: row.dedupeKey, attempts, next, detail }, 'LINE push failed, will retry');
        summary.retried++;
      } else {
        await record(row.id, { status: 'failed', attempts, lastError: detail });
        log.error({ notification: row.id, dedupeKey: row.dedupeKey, attempts, detail }, 'LINE push failed for good');
        summary.failed++;
      }
      // LINE cannot be reached: the rest of the batch would only wait for the same timeout. Pause.
      if (unreachable) {
        pauseMs = Math.min(pauseMs ? pauseMs * 2 : PUSH_BACKOFF_BASE_MS, UNREACHABLE_PAUSE_MAX_MS);
        pausedUntil = at.getTime() + pauseMs;
        log.warn({ pauseMs, detail }, 'LINE cannot be reached: pushes paused');
        break;
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
