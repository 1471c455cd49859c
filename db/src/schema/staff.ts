import { integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { staffRoles } from './enums';
import { createdAt } from './columns';

/** Admin console accounts. The owner manages staff; staff run the shop. */
export const staff = sqliteTable('staff', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  username: text('username').notNull().unique(),
  /**
   * The name members read on a receipt, a LINE message or their ID-view list ('สมศรี (สาขานาวง)'), set by the
   * owner; null until set, when the username stands in (staffDisplayName in api/src/lib/staff-name.ts).
   */
  displayName: text('display_name'),
  passwordHash: text('password_hash').notNull(),
  role: text('role', { enum: staffRoles }).notNull().default('staff'),
  disabled: integer('disabled').notNull().default(0),
  /** Bumped on password reset or disable so older sessions stop working. */
  sessionVersion: integer('session_version').notNull().default(0),
  /** The LINE user the owner linked (by sending a one-time code to the shop's LINE): owner alerts go there. */
  lineUserId: text('line_user_id').unique(),
  createdAt: createdAt(),
});
