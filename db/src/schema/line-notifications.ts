import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { createdAt } from './columns';
import { users } from './users';

/**
 * `withheld`: never sent, on purpose, because by the time it was due its member was suspended or closed, the
 * LINE user had blocked the shop's account, or LINE's monthly limit was reached (api/src/lib/line/push.ts); not
 * retried, and not a delivery failure.
 */
export const lineNotificationStatuses = ['pending', 'sent', 'failed', 'withheld'] as const;
export type LineNotificationStatus = (typeof lineNotificationStatuses)[number];

/**
 * The LINE push outbox. A staff decision inserts its row in the same transaction, so a notification
 * exists exactly when the decision committed; a sender drains pending rows later and retries with
 * backoff. `dedupe_key` names the event ('deposit-approved:123'), so the same event is never sent twice.
 */
export const lineNotifications = sqliteTable(
  'line_notifications',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    userId: integer('user_id').references(() => users.id),
    lineUserId: text('line_user_id').notNull(),
    dedupeKey: text('dedupe_key').notNull().unique(),
    /** The Messaging API message objects to push (an array). */
    message: text('message', { mode: 'json' }).notNull(),
    /** Sent as X-Line-Retry-Key: LINE accepts a retried push once even if our first answer was lost. */
    retryKey: text('retry_key').notNull(),
    status: text('status', { enum: lineNotificationStatuses }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: text('next_attempt_at').notNull(),
    lastError: text('last_error'),
    createdAt: createdAt(),
    sentAt: text('sent_at'),
    /**
     * How a sent row went: `push` (counted against the month's plan), or `service`, a LINE MINI App service message
     * answering a payment made in the app (free; api/src/lib/line/service-messages.ts).
     */
    via: text('via', { enum: ['push', 'service'] })
      .notNull()
      .default('push'),
  },
  // The month's pushes are counted from the sent rows (api/src/lib/line/budget.ts): by the time they were sent.
  (t) => [index('line_notifications_due').on(t.status, t.nextAttemptAt), index('line_notifications_sent').on(t.sentAt)],
);

/**
 * LINE users who blocked the shop's account (an `unfollow` webhook event), since LINE's event time: pushes to them
 * are not attempted (LINE drops them, and they would still be calls). A later `follow` removes the row.
 */
export const lineBlocks = sqliteTable('line_blocks', {
  lineUserId: text('line_user_id').primaryKey(),
  /** LINE's event timestamp (ISO): a follow older than this (delivered late) does not undo it. */
  blockedAt: text('blocked_at').notNull(),
});
