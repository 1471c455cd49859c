import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { sql } from 'drizzle-orm';
import { createdAt, satang } from './columns';
import { slipCheckStates, slipPaymentKinds, slipQrStates } from './enums';
import { images } from './images';
import { users } from './users';

/**
 * Every transfer slip a member sent with a payment, whatever the flow, and what was read on it
 * (docs/decisions.md "One transfer pays once"). (bank, trans_ref) identifies the transfer itself,
 * however the picture was cropped or re-encoded: while the payment it pays stands (active), no other row
 * may hold the same pair — the partial UNIQUE index below, written in the payment's own transaction.
 * A rejected payment releases its slip (active 0) so the same member can send it again corrected.
 */
export const paymentSlips = sqliteTable(
  'payment_slips',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    kind: text('kind', { enum: slipPaymentKinds }).notNull(),
    /** The payment row's id in its own table (saving_transactions, down_payments …). */
    paymentId: integer('payment_id').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    image: text('image')
      .notNull()
      .references(() => images.hash),
    /**
     * 0 for the slip's own transfer (the first slip QR read on the picture); 1, 2 … for other transfers whose
     * QR stands in the same picture. Each is claimed like the first, and their being there flags the payment.
     */
    seq: integer('seq').notNull().default(0),
    qr: text('qr', { enum: slipQrStates }).notNull(),
    /**
     * The transfer in its one canonical form (lib/slips/transfer.ts): the sending bank's three-digit Bank of
     * Thailand code ('04' and '0004' are '004') and the transRef trimmed and upper-cased.
     */
    bank: text('bank'),
    transRef: text('trans_ref'),
    /** The QR's text as read: the slip's mini-QR (what the verification service is asked with), or the unknown QR staff see. */
    payload: text('payload'),
    active: integer('active', { mode: 'boolean' }).notNull().default(true),
    check: text('check', { enum: slipCheckStates }).notNull().default('off'),
    /** What the verification service said the transfer was, when it answered. */
    checkAmountSatang: satang('check_amount_satang'),
    checkReceiver: text('check_receiver'),
    checkDate: text('check_date'),
    /** Why a check did not pass, in Thai for staff. */
    checkNote: text('check_note'),
    checkTries: integer('check_tries').notNull().default(0),
    checkedAt: text('checked_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('payment_slips_payment').on(t.kind, t.paymentId, t.seq),
    uniqueIndex('payment_slips_transfer').on(t.bank, t.transRef).where(sql`active = 1`),
    index('payment_slips_ref').on(t.bank, t.transRef),
    index('payment_slips_check').on(t.check),
  ],
);
