import { integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { createdAt } from './columns';
import { slipPaymentKinds } from './enums';
import { users } from './users';

/**
 * A LINE MINI App service notification token for one payment the member made in the app (api/src/lib/line/
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
    /** The payment: its kind (as payment_slips.kind) and its row id in its own table. */
    paymentKind: text('payment_kind', { enum: slipPaymentKinds }).notNull(),
    paymentId: integer('payment_id').notNull(),
    token: text('token').notNull(),
    /** Messages LINE still allows with it. */
    remaining: integer('remaining').notNull(),
    expiresAt: text('expires_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('line_service_tokens_payment').on(t.paymentKind, t.paymentId)],
);
