import { integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { flagKeys } from './enums';
import { images } from './images';

export const homeContent = sqliteTable('home_content', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  header: text('header').notNull(),
  description: text('description').notNull(),
  img: text('img').references(() => images.hash),
});

export const aboutContent = sqliteTable('about_content', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  header: text('header').notNull(),
  slogan: text('slogan').notNull(),
  description: text('description').notNull(),
  img1: text('img1').references(() => images.hash),
  img2: text('img2').references(() => images.hash),
});

/** Savings terms: type 1 and type 2 each have their own list. */
export const policies = sqliteTable('policies', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  type: integer('type').notNull(),
  rules: text('rules').notNull(),
  isVisible: integer('is_visible').notNull().default(1),
});

export const flags = sqliteTable('flags', {
  key: text('key', { enum: flagKeys }).primaryKey(),
  value: integer('value').notNull(),
});

export const bankAccounts = sqliteTable('bank_accounts', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  bank: text('bank').notNull(),
  accName: text('acc_name').notNull(),
  accNo: text('acc_no').notNull(),
  bankLogo: text('bank_logo').references(() => images.hash),
});
