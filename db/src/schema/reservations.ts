import { sql } from 'drizzle-orm';
import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { createdAt } from './columns';
import { reservationDepositRules, reservationDepositStates, reservationStatuses } from './enums';
import { satang } from './columns';
import { branches } from './branches';
import { images } from './images';
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
    /** The deposit asked when it was made (0: none), and the owner's rule for it then: a later change keeps this promise. */
    depositSatang: satang('deposit_satang').notNull().default(0),
    depositRule: text('deposit_rule', { enum: reservationDepositRules }).notNull().default('refund'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('reservations_one_live').on(t.productCode).where(sql`status in ('pending', 'confirmed')`),
    index('reservations_branch').on(t.branchId, t.status),
    index('reservations_user').on(t.userId),
  ],
);

/**
 * A reservation's deposit, paid by slip through the one payment flow (docs/decisions.md "Reservation deposits"),
 * written in the reservation's own transaction: one per reservation. Its amount never changes; its state follows
 * the reservation (held → applied at the counter, refund_due → refunded when staff record the transfer back, or
 * kept when it expires under the 'keep' rule).
 */
export const reservationDeposits = sqliteTable(
  'reservation_deposits',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    reservationId: integer('reservation_id')
      .notNull()
      .references(() => reservations.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    amountSatang: satang('amount_satang').notNull(),
    /** The slip picture's hash. */
    proof: text('proof')
      .notNull()
      .references(() => images.hash),
    idempotencyKey: text('idempotency_key'),
    state: text('state', { enum: reservationDepositStates }).notNull().default('held'),
    /** Who recorded the refund transfer, when, and the note staff wrote (the transfer's reference). */
    refundedBy: integer('refunded_by').references(() => staff.id),
    refundedAt: text('refunded_at'),
    refundNote: text('refund_note'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('reservation_deposits_one').on(t.reservationId),
    uniqueIndex('reservation_deposits_key').on(t.userId, t.idempotencyKey),
  ],
);
