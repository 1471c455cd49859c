import { integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { deliveryModes, fulfilmentSteps, requestStatuses, savingKinds, savingStatuses } from './enums';
import { createdAt, satang } from './columns';
import { users } from './users';
import { images } from './images';
import { staff } from './staff';
import { branches } from './branches';

/** A member's type 1 savings account request (sav_status, docs/product.md "Member app: savings type 1 (/saving)"). One per member. */
export const savingAccounts = sqliteTable('saving_accounts', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  userId: integer('user_id')
    .notNull()
    .unique()
    .references(() => users.id),
  status: text('status', { enum: savingStatuses }).notNull().default('pending'),
  /** The branch that keeps the account: the member pays to its receiver (docs/decisions.md "Branches are rows"). */
  branchId: integer('branch_id')
    .notNull()
    .references(() => branches.id),
  decidedBy: integer('decided_by').references(() => staff.id),
  decidedAt: text('decided_at'),
  createdAt: createdAt(),
});

/**
 * What a member asked for: a deposit with its slip, or a goods or cash withdrawal.
 * Money only moves when staff approve and a saving_ledger row is written; status is the only
 * field that changes after insert. A pending withdrawal holds its amount (see ledger service).
 */
export const savingTransactions = sqliteTable(
  'saving_transactions',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    kind: text('kind', { enum: savingKinds }).notNull(),
    amountSatang: satang('amount_satang').notNull(),
    amountString: text('amount_string').notNull().default(''),
    status: text('status', { enum: requestStatuses }).notNull().default('pending'),
    /** Staff note the member sees in history (reason for a rejection, tracking for goods). */
    note: text('note'),
    /** Withdrawal progress beyond approval: goods prepared / delivered / picked up; cash transferred. */
    fulfilment: text('fulfilment', { enum: fulfilmentSteps }),
    proof: text('proof').references(() => images.hash),
    /** Staff proof of a cash transfer. */
    payoutProof: text('payout_proof').references(() => images.hash),
    productDetail: text('product_detail'),
    isDelivery: text('is_delivery', { enum: deliveryModes }),
    deliveryName: text('delivery_name'),
    deliveryPhone: text('delivery_phone'),
    deliveryAddress: text('delivery_address'),
    /** A goods withdrawal collected at a branch: which one. */
    receiveBranchId: integer('receive_branch_id').references(() => branches.id),
    bank: text('bank'),
    accountName: text('account_name'),
    accountNumber: text('account_number'),
    idCardImage: text('id_card_image').references(() => images.hash),
    idCardImageBack: text('id_card_image_back').references(() => images.hash),
    idempotencyKey: text('idempotency_key'),
    decidedBy: integer('decided_by').references(() => staff.id),
    decidedAt: text('decided_at'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('saving_transactions_idem').on(t.userId, t.idempotencyKey)],
);

/**
 * Append-only ledger (triggers forbid UPDATE and DELETE). Balance = SUM(amount_satang) per member.
 * One row per approved transaction (unique), so approving twice cannot count twice.
 */
export const savingLedger = sqliteTable('saving_ledger', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id),
  transactionId: integer('transaction_id')
    .notNull()
    .unique()
    .references(() => savingTransactions.id),
  /** Signed: deposits positive, withdrawals negative. */
  amountSatang: satang('amount_satang').notNull(),
  createdBy: integer('created_by').references(() => staff.id),
  createdAt: createdAt(),
});
