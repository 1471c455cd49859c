import { sql } from 'drizzle-orm';
import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { createdAt } from './columns';
import { reservationStatuses } from './enums';
import { branches } from './branches';
import { products } from './catalog';
import { pickups } from './pickups';
import { staff } from './staff';
import { users } from './users';

/**
 * A member's reservation of a catalogue piece for pickup at a branch (docs/product.md "Reserving a piece"): the
 * piece (its code as reserved, so the row outlives an edit), the branch, and the pickup booked in that branch's
 * slot. A piece is never reserved twice: one live (pending or confirmed) reservation per product code, held by
 * the partial unique index.
 */
export const reservations = sqliteTable(
  'reservations',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    productCode: text('product_code').notNull(),
    branchId: integer('branch_id')
      .notNull()
      .references(() => branches.id),
    /** The pickup booked with it (kind 'reservation', ref this id); null only inside the creating transaction. */
    pickupId: integer('pickup_id').references(() => pickups.id),
    status: text('status', { enum: reservationStatuses }).notNull().default('pending'),
    /** Why staff cancelled it, as the member reads it. */
    reason: text('reason'),
    decidedBy: integer('decided_by').references(() => staff.id),
    decidedAt: text('decided_at'),
    /** When it stopped being live (collected, cancelled, expired). */
    closedAt: text('closed_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('reservations_one_live').on(t.productCode).where(sql`status in ('pending', 'confirmed')`),
    index('reservations_branch').on(t.branchId, t.status),
    index('reservations_user').on(t.userId),
  ],
);
