import { integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { createdAt } from './columns';

/** Each distinct gold price seen upstream or entered by staff; the latest answers when upstream is down. */
export const goldPrices = sqliteTable('gold_prices', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  source: text('source', { enum: ['upstream', 'staff'] }).notNull(),
  /** The upstream `response` object as received (strings with commas), re-served unchanged. */
  response: text('response', { mode: 'json' }).notNull(),
  createdAt: createdAt(),
});
