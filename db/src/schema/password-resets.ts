import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { createdAt } from './columns';
import { users } from './users';

/**
 * A one-time link to set a new password, pushed to the member's linked LINE (docs/decisions.md "Password reset
 * over LINE"). Only the SHA-256 of the token is kept; a link works once, for 30 minutes.
 */
export const passwordResets = sqliteTable(
  'password_resets',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: text('expires_at').notNull(),
    usedAt: text('used_at'),
    createdAt: createdAt(),
  },
  (t) => [index('password_resets_user').on(t.userId, t.createdAt)],
);
