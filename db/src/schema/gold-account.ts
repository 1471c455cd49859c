import { sql } from 'drizzle-orm';
import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { goldKinds, goldStatuses, savingStatuses } from './enums';
import { createdAt, satang } from './columns';
import { users } from './users';
import { images } from './images';
import { staff } from './staff';
import { branches } from './branches';
import { goldPrices } from './gold-price';

/*
 * The gold account (docs/product.md "Member app: gold account (/gold-account)"): savings kept in grams, as whole
 * units of 0.0001 g (api/src/areas/gold-account/grams.ts). Beside type 1, which keeps baht and stays as it is.
 */

/** A member's gold account, kept by a branch like a type 1 account. One per member. */
export const goldAccounts = sqliteTable('gold_accounts', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  userId: integer('user_id')
    .notNull()
    .unique()
    .references(() => users.id),
  status: text('status', { enum: savingStatuses }).notNull().default('active'),
  /** The branch that keeps the account: its staff decide its requests (docs/access.md "Branches"). */
  branchId: integer('branch_id')
    .notNull()
    .references(() => branches.id),
  createdAt: createdAt(),
});

/**
 * What a member asked for: a deposit that buys gold (its grams priced when the server received the slip), bar
 * gold in whole สลึง, or a sale back. Only status and the staff fields change after insert (a trigger holds the
 * rest); a pending withdrawal or sale holds its `reservedUnits` off what the member may still ask for.
 */
export const goldTransactions = sqliteTable(
  'gold_transactions',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    accountId: integer('account_id')
      .notNull()
      .references(() => goldAccounts.id),
    kind: text('kind', { enum: goldKinds }).notNull(),
    status: text('status', { enum: goldStatuses }).notNull().default('pending'),
    /** Grams the request moves, in units of 0.0001 g (always ≥ 0; the ledger row carries the sign). */
    units: integer('units').notNull(),
    /** The money: a deposit's amount paid, a sale's amount to pay out; 0 for bar gold. */
    amountSatang: satang('amount_satang').notNull(),
    /** The price per baht-weight the grams were counted at (bar sell-out for a deposit), and its stored row. */
    priceSatang: satang('price_satang').notNull(),
    priceId: integer('price_id').references(() => goldPrices.id),
    /** Units held off the available balance while pending (withdrawals and sales; 0 for deposits). */
    reservedUnits: integer('reserved_units').notNull().default(0),
    proof: text('proof').references(() => images.hash),
    /** A sale: until when its quote holds; staff approving later re-quote (docs/decisions.md "Gold account: selling back"). */
    quoteUntil: text('quote_until'),
    /** A sale: where the shop pays the money, as a savings cash withdrawal (bank name or พร้อมเพย์, name, number). */
    bank: text('bank'),
    accountName: text('account_name'),
    accountNumber: text('account_number'),
    /**
     * An ornament: the catalogue piece taken, by its code (as a reservation keeps it, so the row outlives an edit or a deletion), held off the shelf
     * while pending by the partial unique index and, against reservations, by triggers (docs/decisions.md "Gold
     * account: an ornament for grams"). `amountSatang` is its ค่ากำเหน็จ paid, `priceSatang` the ornament sell-out
     * per baht-weight it was priced at.
     */
    productCode: text('product_code'),
    note: text('note'),
    idempotencyKey: text('idempotency_key'),
    decidedBy: integer('decided_by').references(() => staff.id),
    decidedAt: text('decided_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('gold_transactions_idem').on(t.userId, t.idempotencyKey),
    index('gold_transactions_status').on(t.status),
    uniqueIndex('gold_transactions_one_live_piece').on(t.productCode).where(sql`kind = 'ornament' and status = 'pending'`),
  ],
);

/**
 * Append-only (triggers forbid UPDATE and DELETE), like saving_ledger. Balance = SUM(units) per member.
 * One row per approved transaction (unique), so approving twice cannot count twice.
 */
export const goldLedger = sqliteTable('gold_ledger', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id),
  transactionId: integer('transaction_id')
    .notNull()
    .unique()
    .references(() => goldTransactions.id),
  /** Signed: a deposit positive, a withdrawal or sale negative. */
  units: integer('units').notNull(),
  /** Signed like units: the baht paid for (or paid out for) these grams. */
  amountSatang: satang('amount_satang').notNull(),
  priceSatang: satang('price_satang').notNull(),
  priceId: integer('price_id').references(() => goldPrices.id),
  createdBy: integer('created_by').references(() => staff.id),
  createdAt: createdAt(),
});
