import { integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { createdAt, satang } from './columns';
import { users } from './users';

/** Which savings a monthly plan pays into: type 1 (baht) or the gold account (grams). */
export const planAccounts = ['saving', 'gold'] as const;
export type PlanAccount = (typeof planAccounts)[number];

/**
 * A member's monthly plan (docs/decisions.md "Monthly savings plan"): an amount and a day of the month; on that
 * day (Bangkok; 29–31 fall on a shorter month's last day) the member is reminded with a link to pay exactly that
 * amount. No bank debit: the member pays each time. One plan per member; not money, so it may be replaced or removed.
 */
export const savingsPlans = sqliteTable('savings_plans', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  userId: integer('user_id')
    .notNull()
    .unique()
    .references(() => users.id),
  account: text('account', { enum: planAccounts }).notNull(),
  amountSatang: satang('amount_satang').notNull(),
  /** 1–31. */
  day: integer('day').notNull(),
  /** A gold plan's goal in units of 0.0001 g, and the date to reach it by (YYYY-MM-DD); null: none. */
  goalUnits: integer('goal_units'),
  goalDate: text('goal_date'),
  /** A month (YYYY-MM) the member asked to skip: no reminder that month. */
  skipMonth: text('skip_month'),
  /** The month (YYYY-MM) last reminded: at most one reminder a month, set in the reminder's own transaction. */
  remindedMonth: text('reminded_month'),
  createdAt: createdAt(),
});
