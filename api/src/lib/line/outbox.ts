import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { schema, type Db } from '@goldshop/db';
import type { Config } from '../../config';
import { dedupeKey, lineMessages, type LineEvent } from './messages';

export type EnqueueResult = 'queued' | 'duplicate' | 'no-line' | 'off' | 'error';

/** Whether pushes can ever be sent: without a channel access token nothing is queued (demo mode). */
export const messagingConfigured = (line: Config['line']) => Boolean(line.channelAccessToken);

/**
 * Queues a LINE push in the caller's transaction: staff decisions call this inside their own
 * `immediate()`, so the notification is written exactly when the decision commits and vanishes with it
 * on a rollback. Synchronous, never throws: the insert runs in a savepoint and a failure is logged, so
 * a notification problem can never block the staff action. Same event again → nothing new (dedupe key).
 *
 * `to` is a member's users.id (queued only when that member signed in with LINE) or a bare LINE user id
 * (a follower who may not be a member yet).
 */
export function enqueueLine(
  tx: Db,
  line: Config['line'],
  log: FastifyBaseLogger,
  to: { userId: number } | { lineUserId: string },
  event: LineEvent,
): EnqueueResult {
  if (!messagingConfigured(line)) return 'off';
  const key = dedupeKey(event);
  try {
    let userId: number | null = null;
    let lineUserId: string | null;
    if ('userId' in to) {
      userId = to.userId;
      lineUserId = tx.select({ l: schema.users.lineUserId }).from(schema.users).where(eq(schema.users.id, to.userId)).get()?.l ?? null;
    } else {
      lineUserId = to.lineUserId;
    }
    if (!lineUserId) return 'no-line';
    const row = tx.transaction((sp) =>
      sp
        .insert(schema.lineNotifications)
        .values({
          userId,
          lineUserId,
          dedupeKey: key,
          message: lineMessages(line, event),
          retryKey: randomUUID(),
          nextAttemptAt: new Date().toISOString(),
        })
        .onConflictDoNothing({ target: schema.lineNotifications.dedupeKey })
        .returning({ id: schema.lineNotifications.id })
        .get(),
    );
    return row ? 'queued' : 'duplicate';
  } catch (err) {
    log.error({ err, dedupeKey: key }, 'LINE notification could not be queued');
    return 'error';
  }
}
