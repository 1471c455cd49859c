import { integer, real, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { createdAt, satang } from './columns';
import { customers } from './customers';
import { images } from './images';

/** Pawn (ขายฝาก) contracts, usually imported from the shop's point-of-sale system. */
export const pawnContracts = sqliteTable('pawn_contracts', {
  jnId: text('jn_id').primaryKey(),
  customerId: integer('customer_id').notNull().references(() => customers.id),
  jnDate: text('jn_date').notNull(),
  netTotalSatang: satang('net_total_satang').notNull(),
  rateInSatang: satang('rate_in_satang').notNull(),
  feeSatang: satang('fee_satang').notNull().default(0),
  jnStatus: text('jn_status').notNull(),
  dueDate: text('due_date').notNull(),
  /** What was pawned, as the shop describes it (optional: older imports have none). */
  item: text('item'),
  /** The item's gold weight in grams (optional). */
  weightGrams: real('weight_grams'),
  createdAt: createdAt(),
});

export const pawnPayments = sqliteTable(
  'pawn_payments',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    jnId: text('jn_id').notNull().references(() => pawnContracts.jnId),
    payDate: text('pay_date').notNull(),
    totalSatang: satang('total_satang').notNull(),
    payType: text('pay_type').notNull(),
    proof: text('proof').references(() => images.hash),
    /** The point-of-sale system's own payment reference, so a re-import adds nothing. */
    externalRef: text('external_ref'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('pawn_payments_ref').on(t.jnId, t.externalRef)],
);
