import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { createdAt } from './columns';
import { users } from './users';

/**
 * Consents a member may give and take back at any time (PDPA s.19): each change is a row, the latest per
 * kind is in force. The verification consent is not here: it is given with the request and kept with it.
 */
export const optionalConsentKinds = ['line_promotions'] as const;
export type OptionalConsentKind = (typeof optionalConsentKinds)[number];

export const memberConsents = sqliteTable(
  'member_consents',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    kind: text('kind', { enum: optionalConsentKinds }).notNull(),
    given: integer('given', { mode: 'boolean' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('member_consents_user').on(t.userId, t.kind)],
);
