import { blob, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { imageKinds } from './enums';
import { createdAt } from './columns';

/** Every uploaded image, re-encoded and stored once, addressed by the SHA-256 of the stored bytes. */
export const images = sqliteTable('images', {
  hash: text('hash').primaryKey(),
  kind: text('kind', { enum: imageKinds }).notNull(),
  mime: text('mime').notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  bytes: blob('bytes', { mode: 'buffer' }).notNull(),
  createdAt: createdAt(),
});
