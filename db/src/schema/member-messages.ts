import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { createdAt } from './columns';
import { users } from './users';

/**
 * The in-app inbox: every message the shop sends a member (decisions with reasons), whether or not they
 * linked LINE, written in the decision's own transaction beside the LINE push. `path` is the app page it
 * points at. Unread until the member opens the inbox.
 */
export const memberMessages = sqliteTable(
  'member_messages',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** The event, as the LINE outbox names it: the same event is one message. */
    dedupeKey: text('dedupe_key').notNull().unique(),
    text: text('text').notNull(),
    path: text('path').notNull(),
    readAt: text('read_at'),
    createdAt: createdAt(),
  },
  (t) => [index('member_messages_user').on(t.userId, t.id)],
);
