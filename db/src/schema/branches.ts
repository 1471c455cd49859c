import { sql } from 'drizzle-orm';
import { check, integer, primaryKey, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { createdAt } from './columns';
import { promptpayTypes } from './enums';
import { images } from './images';
import { staff } from './staff';

/**
 * One weekday's opening hours: `day` 0 is Sunday (as Date.getUTCDay counts), `open` and `close` 'HH:MM' in
 * Bangkok time, both null on a day the branch does not open. A branch stores seven, one per day.
 */
export interface BranchDayHours {
  day: number;
  open: string | null;
  close: string | null;
}

/**
 * The shop's branches (docs/decisions.md "Branches are rows"): where a member's savings account, type 2
 * contract and pawn contract are kept, and where they pay. A branch's own PromptPay receiver and bank
 * account are all-or-nothing groups; null means the shop's (shop_settings, bank_accounts). A branch closed to
 * new accounts (`closedAt`) keeps what it holds and is no longer offered; it is never deleted while it holds
 * something.
 */
export const branches = sqliteTable(
  'branches',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    /** The Thai name without the word สาขา ('นาวง'): the apps write สาขา before it. */
    name: text('name').notNull(),
    /** A short code for the point-of-sale's exports and the console ('NW'). */
    code: text('code').notNull(),
    address: text('address').notNull().default(''),
    phone: text('phone').notNull().default(''),
    mapUrl: text('map_url').notNull().default(''),
    /** Seven BranchDayHours, Sunday first. */
    hours: text('hours', { mode: 'json' }).$type<BranchDayHours[]>().notNull(),
    /** Whether customers may collect here (goods, a redeemed pawn piece, a type 2 piece). */
    takesPickups: integer('takes_pickups', { mode: 'boolean' }).notNull().default(true),
    /** Pickups are booked in slots of this many minutes, at most this many in one slot. */
    slotMinutes: integer('slot_minutes').notNull().default(30),
    slotCapacity: integer('slot_capacity').notNull().default(2),
    promptpayType: text('promptpay_type', { enum: promptpayTypes }),
    promptpayId: text('promptpay_id'),
    promptpayName: text('promptpay_name'),
    bankName: text('bank_name'),
    bankAccName: text('bank_acc_name'),
    bankAccNo: text('bank_acc_no'),
    bankLogo: text('bank_logo').references(() => images.hash),
    /** Set when the owner closed the branch to new accounts and contracts. */
    closedAt: text('closed_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('branches_name').on(t.name),
    uniqueIndex('branches_code').on(t.code),
    check(
      'branches_promptpay_whole',
      sql`(${t.promptpayType} IS NULL AND ${t.promptpayId} IS NULL AND ${t.promptpayName} IS NULL) OR (${t.promptpayType} IS NOT NULL AND ${t.promptpayId} IS NOT NULL AND ${t.promptpayName} IS NOT NULL)`,
    ),
    check(
      'branches_bank_whole',
      sql`(${t.bankName} IS NULL AND ${t.bankAccName} IS NULL AND ${t.bankAccNo} IS NULL AND ${t.bankLogo} IS NULL) OR (${t.bankName} IS NOT NULL AND ${t.bankAccName} IS NOT NULL AND ${t.bankAccNo} IS NOT NULL)`,
    ),
    check('branches_slots', sql`${t.slotMinutes} BETWEEN 5 AND 240 AND ${t.slotCapacity} BETWEEN 1 AND 100`),
  ],
);

/** A day a branch is shut whatever its hours say (a holiday, stock-taking), with the reason customers read. */
export const branchClosures = sqliteTable(
  'branch_closures',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    branchId: integer('branch_id')
      .notNull()
      .references(() => branches.id),
    /** A Bangkok date, YYYY-MM-DD. */
    date: text('date').notNull(),
    reason: text('reason').notNull(),
    createdBy: integer('created_by').references(() => staff.id),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('branch_closures_day').on(t.branchId, t.date)],
);

/**
 * The branches a staff member works at (docs/access.md "Branches"): every list, queue, count and decision of
 * theirs is limited to what these branches keep. The owner works at every branch and has no rows here.
 */
export const staffBranches = sqliteTable(
  'staff_branches',
  {
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id),
    branchId: integer('branch_id')
      .notNull()
      .references(() => branches.id),
  },
  (t) => [primaryKey({ columns: [t.staffId, t.branchId] })],
);
