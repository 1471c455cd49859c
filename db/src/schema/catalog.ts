import { integer, real, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { createdAt } from './columns';
import { images } from './images';

export const categories = sqliteTable('categories', {
  id: integer('id').primaryKey(),
  catName: text('cat_name').notNull(),
});

export const products = sqliteTable('products', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  code: text('code').notNull(),
  weight: real('weight').notNull(),
  unit: text('unit').notNull(),
  /** Not a foreign key: SPEC §3 gives labels for values beyond the category table (7 and above). */
  catId: integer('cat_id').notNull(),
  img: text('img').references(() => images.hash),
  topStatus: integer('top_status').notNull().default(0),
  createdAt: createdAt(),
});
