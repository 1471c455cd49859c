import { integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { downStatuses, requestStatuses } from './enums';
import { createdAt, satang } from './columns';
import { users } from './users';
import { images } from './images';
import { staff } from './staff';
import { branches } from './branches';

/** Savings type 2 (ดาวน์ทอง): a contract to own chosen gold by instalments. */
export const downRequests = sqliteTable('down_requests', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id),
  status: text('status', { enum: downStatuses }).notNull().default('pending'),
  /** The branch that keeps the contract, chosen when the member asks: the member pays to its receiver. */
  branchId: integer('branch_id')
    .notNull()
    .references(() => branches.id),
  /** What the member asked for: a product of the shop (not a foreign key: products may be deleted) … */
  askedProductId: integer('asked_product_id'),
  /** … and/or their own words. Both optional: the empty request stays valid (docs/product.md "The calls"). */
  askedNote: text('asked_note'),
  prodType: text('prod_type'),
  approvedAmountSatang: satang('approved_amount_satang'),
  startDate: text('start_date'),
  endDate: text('end_date'),
  note: text('note'),
  decidedBy: integer('decided_by').references(() => staff.id),
  decidedAt: text('decided_at'),
  createdAt: createdAt(),
});

export const downPayments = sqliteTable(
  'down_payments',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    downId: integer('down_id')
      .notNull()
      .references(() => downRequests.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    amountSatang: satang('amount_satang').notNull(),
    status: text('status', { enum: requestStatuses }).notNull().default('pending'),
    note: text('note'),
    proof: text('proof')
      .notNull()
      .references(() => images.hash),
    idempotencyKey: text('idempotency_key'),
    decidedBy: integer('decided_by').references(() => staff.id),
    decidedAt: text('decided_at'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('down_payments_idem').on(t.userId, t.idempotencyKey)],
);

export const downCloseRequests = sqliteTable('down_close_requests', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  downId: integer('down_id')
    .notNull()
    .references(() => downRequests.id),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id),
  idCardImage: text('id_card_image')
    .notNull()
    .references(() => images.hash),
  idCardImageBack: text('id_card_image_back')
    .notNull()
    .references(() => images.hash),
  status: text('status', { enum: requestStatuses }).notNull().default('pending'),
  note: text('note'),
  decidedBy: integer('decided_by').references(() => staff.id),
  decidedAt: text('decided_at'),
  createdAt: createdAt(),
});
