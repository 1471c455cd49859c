import { integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { createdAt } from './columns';

/** The shop's customer file (customer record, docs/product.md "Records and their fields"). Exists with or without a member account. */
export const customers = sqliteTable('customers', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  card: text('card').notNull().unique(),
  name: text('name').notNull(),
  tel: text('tel').notNull().default(''),
  address: text('address').notNull().default(''),
  email: text('email'),
  createdAt: createdAt(),
});
