import { blob, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { imageKinds, imagePurgeReasons } from './enums';
import { createdAt } from './columns';

/** Every uploaded image, re-encoded and stored once, addressed by the SHA-256 of the stored bytes. */
export const images = sqliteTable('images', {
  hash: text('hash').primaryKey(),
  kind: text('kind', { enum: imageKinds }).notNull(),
  mime: text('mime').notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  /** Empty once purged: the row stays under its hash so the records that name it stay whole. */
  bytes: blob('bytes', { mode: 'buffer' }).notNull(),
  /**
   * When and why the bytes were deleted on purpose (null: they are here and must match the hash). A purged
   * image is a state the checks expect, not damage (docs/decisions.md "A purged image is a state, not damage").
   */
  purgedAt: text('purged_at'),
  purgeReason: text('purge_reason', { enum: imagePurgeReasons }),
  createdAt: createdAt(),
});
