import { integer, real, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { createdAt, satang } from './columns';
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
  /** Not a foreign key: docs/product.md "Product categories" gives labels for values beyond the category table (7 and above). */
  catId: integer('cat_id').notNull(),
  img: text('img').references(() => images.hash),
  topStatus: integer('top_status').notNull().default(0),
  /** ค่ากำเหน็จ: the shop's making charge per piece, added to the gold's worth at today's price. */
  makingChargeSatang: satang('making_charge_satang').notNull().default(0),
  createdAt: createdAt(),
});
