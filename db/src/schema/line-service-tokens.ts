import { integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { createdAt } from './columns';
import { serviceActionKinds } from './enums';
import { users } from './users';

/**
 * A LINE MINI App service notification token for one payment or booking the member made in the app (api/src/lib/line/
 * service-messages.ts; docs/decisions.md "Service messages after a payment"). LINE gives one per action: up to
 * 5 messages within a year, the token renewed by every send; the renewed value, its count and expiry replace
 * these. Deleted when LINE refuses it or it is used up; the member's messages then go as pushes.
 */
export const lineServiceTokens = sqliteTable(
  'line_service_tokens',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /**
     * The action: a payment's kind (as payment_slips.kind) or 'pickup' (a booking), and its row id in its own
     * table. (Named for the payments it first held; a text column, so 'pickup' needed no migration.)
     */
    paymentKind: text('payment_kind', { enum: serviceActionKinds }).notNull(),
    paymentId: integer('payment_id').notNull(),
    token: text('token').notNull(),
    /** Messages LINE still allows with it. */
    remaining: integer('remaining').notNull(),
    expiresAt: text('expires_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('line_service_tokens_payment').on(t.paymentKind, t.paymentId)],
);
