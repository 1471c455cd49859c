import { integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { createdAt } from './columns';
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

/** Who looked at which sensitive image (ID cards, selfies), for PDPA accountability. Append-only. */
export const sensitiveAccessLog = sqliteTable('sensitive_access_log', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  staffId: integer('staff_id').references(() => staff.id),
  userId: integer('user_id'),
  imageHash: text('image_hash').notNull(),
  createdAt: createdAt(),
});
