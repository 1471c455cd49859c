import { integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { createdAt } from './columns';
import { branches } from './branches';
import { customers } from './customers';

/** Members. A member signs up with a password, with LINE, or both (linked once). */
export const users = sqliteTable('users', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  username: text('username').unique(),
  passwordHash: text('password_hash'),
  lineUserId: text('line_user_id').unique(),
  verificationStatus: integer('verification_status').notNull().default(0),
  /** Set when staff approve the member's identity: the customer record that is this person. */
  customerId: integer('customer_id')
    .references(() => customers.id)
    .unique(),
  /** Why staff last rejected the verification, shown on /verify. */
  verifyRejectReason: text('verify_reject_reason'),
  /** The LINE display name from the verified ID token, refreshed at each LINE sign-in. */
  lineName: text('line_name'),
  /** Bumped on sign-out everywhere or a password change so older member tokens stop working. */
  sessionVersion: integer('session_version').notNull().default(0),
  /**
   * When the member closed their account (docs/operations.md "Personal data"): no sign-in of any kind from
   * then on; what the law makes the shop keep stays, restricted, until purgeAfter (a Bangkok date).
   */
  closedAt: text('closed_at'),
  purgeAfter: text('purge_after'),
  /** When the daily purge replaced the personal fields and deleted the images. */
  purgedAt: text('purged_at'),
  /** The branch the member chose as theirs on /account: what the app offers first when a branch is asked. */
  homeBranchId: integer('home_branch_id').references(() => branches.id),
  /**
   * SHA-256 of the LINE user id the account had, kept (instead of the id) only until the purge, so a LINE
   * log-in of a closed account is refused rather than opening a new account beside the restricted one.
   */
  closedLineHash: text('closed_line_hash'),
  createdAt: createdAt(),
});
