import { sql } from 'drizzle-orm';
import { index, integer, real, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { createdAt, satang } from './columns';
import { customers } from './customers';
import { branches } from './branches';
import { pawnRequestKinds, pawnRequestStatuses } from './enums';
import { images } from './images';
import { staff } from './staff';
import { users } from './users';

/**
 * Pawn (ขายฝาก) contracts, usually imported from the shop's point-of-sale system. net_total_satang is the
 * price of the sale and never changes with a payment: what the customer still owes follows from the
 * payments (their principal parts), so the original sale stays visible (docs/decisions.md "Pawn").
 */
export const pawnContracts = sqliteTable('pawn_contracts', {
  jnId: text('jn_id').primaryKey(),
  customerId: integer('customer_id')
    .notNull()
    .references(() => customers.id),
  jnDate: text('jn_date').notNull(),
  netTotalSatang: satang('net_total_satang').notNull(),
  rateInSatang: satang('rate_in_satang').notNull(),
  feeSatang: satang('fee_satang').notNull().default(0),
  jnStatus: text('jn_status').notNull(),
  /** The branch that keeps the contract (the point-of-sale's, or staff's choice): the member pays to its receiver. */
  branchId: integer('branch_id')
    .notNull()
    .references(() => branches.id),
  dueDate: text('due_date').notNull(),
  /** What was pawned, as the shop describes it (optional: older imports have none). */
  item: text('item'),
  /** The item's gold weight in grams (optional). */
  weightGrams: real('weight_grams'),
  createdAt: createdAt(),
});

/**
 * What a member asked to pay from the app, with the slip and the server's quote, until staff decide. An
 * approved one has its payment (pawn_payments.request_id) and a receipt, written once: the shop's written
 * evidence of what it received and of the new due date.
 */
export const pawnRequests = sqliteTable(
  'pawn_requests',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    jnId: text('jn_id')
      .notNull()
      .references(() => pawnContracts.jnId),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    kind: text('kind', { enum: pawnRequestKinds }).notNull(),
    status: text('status', { enum: pawnRequestStatuses }).notNull().default('pending'),
    /** What the member transfers, and its parts: the interest and the principal it pays. */
    amountSatang: satang('amount_satang').notNull(),
    interestSatang: satang('interest_satang').notNull(),
    principalSatang: satang('principal_satang').notNull(),
    /** ต่อดอก: the months paid for, and the due date the approval set (the quote's may have moved since). */
    months: integer('months'),
    newDueDate: text('new_due_date'),
    /** The Bangkok day the member paid: the payment's date and the day the quote was made for. */
    payDate: text('pay_date').notNull(),
    /** The quote as the member saw it (PawnQuote), for staff and the record. */
    quote: text('quote', { mode: 'json' }).notNull(),
    /** ไถ่ถอน: where and when the member collects the item. */
    branchId: integer('branch_id').references(() => branches.id),
    pickupDate: text('pickup_date'),
    proof: text('proof')
      .notNull()
      .references(() => images.hash),
    /** The shop's reason when it refused. */
    note: text('note'),
    idempotencyKey: text('idempotency_key'),
    decidedBy: integer('decided_by').references(() => staff.id),
    decidedAt: text('decided_at'),
    /** The e-receipt (PawnReceipt) issued on approval. */
    receipt: text('receipt', { mode: 'json' }),
    pickedUpBy: integer('picked_up_by').references(() => staff.id),
    pickedUpAt: text('picked_up_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('pawn_requests_idem').on(t.userId, t.idempotencyKey),
    // One request at a time per contract, whatever path tries to add a second.
    uniqueIndex('pawn_requests_one_pending').on(t.jnId).where(sql`status = 'pending'`),
    index('pawn_requests_status').on(t.status),
  ],
);

export const pawnPayments = sqliteTable(
  'pawn_payments',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    jnId: text('jn_id')
      .notNull()
      .references(() => pawnContracts.jnId),
    payDate: text('pay_date').notNull(),
    totalSatang: satang('total_satang').notNull(),
    /** The part of the total that paid principal down (ลดต้น, ไถ่ถอน); the rest is interest. 0 when unknown (the point-of-sale's). */
    principalSatang: satang('principal_satang').notNull().default(0),
    payType: text('pay_type').notNull(),
    proof: text('proof').references(() => images.hash),
    /** The point-of-sale system's own payment reference, so a re-import adds nothing. */
    externalRef: text('external_ref'),
    /** A payment the member made in the app: the approved request it came from (the import never changes these). */
    requestId: integer('request_id').references(() => pawnRequests.id),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('pawn_payments_ref').on(t.jnId, t.externalRef), uniqueIndex('pawn_payments_request').on(t.requestId)],
);
