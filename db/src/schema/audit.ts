import { sql } from 'drizzle-orm';
import { check, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { createdAt } from './columns';
import { sensitiveSubjects } from './enums';
import { staff } from './staff';

/** Every staff action, append-only (triggers forbid UPDATE and DELETE). */
export const auditLog = sqliteTable('audit_log', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  staffId: integer('staff_id').references(() => staff.id),
  action: text('action').notNull(),
  entity: text('entity').notNull(),
  entityId: text('entity_id'),
  before: text('before', { mode: 'json' }),
  after: text('after', { mode: 'json' }),
  createdAt: createdAt(),
});

/**
 * Who was shown which personal data, for PDPA accountability: a private image (ID card, selfie) or a
 * national ID in full, and for which request (the decision it served). Append-only.
 */
export const sensitiveAccessLog = sqliteTable(
  'sensitive_access_log',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    staffId: integer('staff_id').references(() => staff.id),
    /** The member whose data it is. */
    userId: integer('user_id'),
    subject: text('subject', { enum: sensitiveSubjects }).notNull().default('image'),
    /** The image shown (subject 'image' only). */
    imageHash: text('image_hash'),
    /** The record it was shown for, e.g. verification_request 12 (null in rows written before it was kept). */
    entity: text('entity'),
    entityId: integer('entity_id'),
    createdAt: createdAt(),
  },
  // Plain column names: SQLite keeps a CHECK's text as written, and a table-qualified name would still say
  // the temporary name of the table rebuild.
  () => [check('sensitive_access_log_image', sql`(subject = 'image') = (image_hash is not null)`)],
);
