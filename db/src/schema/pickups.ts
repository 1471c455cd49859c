import { sql } from 'drizzle-orm';
import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { createdAt } from './columns';
import { pickupKinds, pickupStatuses } from './enums';
import { branches } from './branches';
import { staff } from './staff';
import { users } from './users';

/**
 * A member's booked visit to collect something at a branch (docs/product.md "Pickups"): what (`what`, `ref` the
 * id of the request it collects: a pawn redemption, a goods withdrawal, a type 2 close request), where and when
 * (a slot of the branch's, `startAt`/`endAt` ISO). At most one live (booked) pickup per request; a slot never
 * holds more than the branch's capacity (checked in the booking's immediate transaction).
 */
export const pickups = sqliteTable(
  'pickups',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    what: text('what', { enum: pickupKinds }).notNull(),
    ref: integer('ref').notNull(),
    branchId: integer('branch_id')
      .notNull()
      .references(() => branches.id),
    startAt: text('start_at').notNull(),
    endAt: text('end_at').notNull(),
    status: text('status', { enum: pickupStatuses }).notNull().default('booked'),
    handedOverBy: integer('handed_over_by').references(() => staff.id),
    handedOverAt: text('handed_over_at'),
    missedBy: integer('missed_by').references(() => staff.id),
    missedAt: text('missed_at'),
    /** When the day-before reminder was queued: it goes once; moving the pickup to another day clears it. */
    reminderSentAt: text('reminder_sent_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('pickups_one_live').on(t.what, t.ref).where(sql`status = 'booked'`),
    index('pickups_slot').on(t.branchId, t.startAt),
    index('pickups_user').on(t.userId),
  ],
);
