import { sql } from 'drizzle-orm';
import { check, index, integer, primaryKey, real, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { createdAt, satang } from './columns';
import { images } from './images';
import { branches } from './branches';
import { staff } from './staff';
import { productPurities } from './enums';

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
  /** The first photo (the original API's one image); product_images holds it at position 0 and the others after it. */
  img: text('img').references(() => images.hash),
  topStatus: integer('top_status').notNull().default(0),
  /** ค่ากำเหน็จ: the shop's making charge per piece, added to the gold's worth at today's price. */
  makingChargeSatang: satang('making_charge_satang').notNull().default(0),
  /** The piece's own name ('สร้อยคอลายสี่เสา'); empty: the apps call it by its category and code. */
  name: text('name').notNull().default(''),
  /** The label the OCPB notice on gold ornaments asks for (docs/product.md "Member app: a product's page"): the kind of piece … */
  kind: text('kind').notNull().default(''),
  /** … the maker or importer … */
  maker: text('maker').notNull().default(''),
  /** … and the purity ('96.5' ornament, '99.99' bar-grade). */
  purity: text('purity', { enum: productPurities }).notNull().default('96.5'),
  createdAt: createdAt(),
});

/** A product's photos in their order (position 0 is products.img), each with the alt text a screen reader reads. */
export const productImages = sqliteTable(
  'product_images',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    image: text('image')
      .notNull()
      .references(() => images.hash),
    alt: text('alt').notNull().default(''),
  },
  (t) => [primaryKey({ columns: [t.productId, t.position] })],
);

/**
 * How many of a product a branch has. No row: the branch does not keep it in stock (the page says to ask the
 * shop); a row with 0: kept, none today.
 */
export const productStock = sqliteTable(
  'product_stock',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    branchId: integer('branch_id')
      .notNull()
      .references(() => branches.id),
    quantity: integer('quantity').notNull(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.branchId] }), check('product_stock_quantity', sql`${t.quantity} >= 0`)],
);

/**
 * A visitor's question about a piece (docs/product.md "Asking the shop about a piece"), answered by staff in the
 * console's inbox. The code is kept as asked, so a question outlives its product.
 */
export const productQuestions = sqliteTable(
  'product_questions',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    productCode: text('product_code').notNull(),
    name: text('name').notNull(),
    phone: text('phone').notNull(),
    question: text('question').notNull(),
    reply: text('reply'),
    repliedBy: integer('replied_by').references(() => staff.id),
    repliedAt: text('replied_at'),
    createdAt: createdAt(),
  },
  (t) => [index('product_questions_created').on(t.createdAt)],
);
