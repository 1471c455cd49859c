import { integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { createdAt } from './columns';

/** Each distinct gold price seen upstream or entered by staff; the latest answers when upstream is down. */
export const goldPrices = sqliteTable('gold_prices', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  source: text('source', { enum: ['upstream', 'staff'] }).notNull(),
  /** The upstream `response` object as received (strings with commas), re-served unchanged. */
  response: text('response', { mode: 'json' }).notNull(),
  /**
   * 1 when a price staff enter by hand is checked against this one: the source's prices, and the owner's.
   * A plain staff member's price is 0, so no chain of small steps walks the price away from the last real one.
   */
  trusted: integer('trusted').notNull().default(1),
  createdAt: createdAt(),
});
