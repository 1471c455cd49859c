import { integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { createdAt } from './columns';
import { customers } from './customers';

/** Members. A member signs up with a password, with LINE, or both (linked once). */
export const users = sqliteTable('users', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  username: text('username').unique(),
  passwordHash: text('password_hash'),
  lineUserId: text('line_user_id').unique(),
  verificationStatus: integer('verification_status').notNull().default(0),
  /** Set when staff approve the member's identity: the customer record that is this person. */
  customerId: integer('customer_id').references(() => customers.id).unique(),
  /** Why staff last rejected the verification, shown on /verify. */
  verifyRejectReason: text('verify_reject_reason'),
  /** The LINE display name from the verified ID token, refreshed at each LINE sign-in. */
  lineName: text('line_name'),
  /** Bumped on sign-out everywhere or a password change so older member tokens stop working. */
  sessionVersion: integer('session_version').notNull().default(0),
  createdAt: createdAt(),
});
