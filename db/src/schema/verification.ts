import { integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { requestStatuses } from './enums';
import { createdAt } from './columns';
import { users } from './users';
import { customers } from './customers';
import { images } from './images';
import { staff } from './staff';

/** A member's identity verification request with consent and both photos (PDPA sensitive). */
export const verificationRequests = sqliteTable('verification_requests', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id),
  /** Set on the existing-customer path; null when the member filled the new-customer form. */
  customerId: integer('customer_id').references(() => customers.id),
  nationalId: text('national_id').notNull(),
  fullName: text('full_name'),
  phoneNumber: text('phone_number'),
  address: text('address'),
  email: text('email'),
  idCardImg: text('id_card_img')
    .notNull()
    .references(() => images.hash),
  personalImg: text('personal_img')
    .notNull()
    .references(() => images.hash),
  /**
   * When the member gave PDPA consent (the member app's consent box, sent as consent=true). Null when the
   * request came without it, as the field list has none (docs/product.md "The calls"): staff get consent before approving.
   */
  consentAt: text('consent_at'),
  status: text('status', { enum: requestStatuses }).notNull().default('pending'),
  reason: text('reason'),
  decidedBy: integer('decided_by').references(() => staff.id),
  decidedAt: text('decided_at'),
  createdAt: createdAt(),
});
