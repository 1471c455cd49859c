import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { createdAt } from './columns';
import { staff } from './staff';

/**
 * What the owner is told about a change only the owner should be surprised by: the receiving bank account,
 * the PromptPay receiver, a branch's own receiving accounts, a price entered by hand, the owner's LINE being linked, replication stopped to
 * spare the disk, the gold owed to gold savers crossing the gold set aside for them (either way). Codes here, Thai at the
 * edge (api/src/lib/owner-alerts.ts).
 */
export const ownerAlertKinds = [
  'bank_account',
  'promptpay_receiver',
  'manual_price',
  'owner_line',
  'buyback_rule',
  'price_pause',
  'pawn_rules',
  'replication_halted',
  'line_monthly_limit',
  'line_budget_near',
  'branch_receiver',
  'gold_exposure',
] as const;
export type OwnerAlertKind = (typeof ownerAlertKinds)[number];

/**
 * One row per change, written in the change's own transaction (with the LINE push to each owner who linked
 * LINE); the dashboard lists a day of them. Append-only.
 */
export const ownerAlerts = sqliteTable(
  'owner_alerts',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    kind: text('kind', { enum: ownerAlertKinds }).notNull(),
    /** Who made the change (null: the system). */
    staffId: integer('staff_id').references(() => staff.id),
    /** What changed, as the alert's text needs it (masked: never a whole account number). */
    details: text('details', { mode: 'json' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('owner_alerts_created').on(t.createdAt)],
);
