import { Type, type Static } from '@sinclair/typebox';
import { Baht, BranchFilter } from './common';
import { endpoint } from './endpoint';
import { GoldPriceData } from './gold-price';
import { AdminPawnContract } from './pawn';

/** What waits for staff in each queue: the dashboard's tiles and the console menu's badges. */
export const PendingCounts = Type.Object({
  verifications: Type.Integer(),
  savingAccounts: Type.Integer(),
  savingDeposits: Type.Integer(),
  savingWithdrawals: Type.Integer(),
  /** Approved withdrawals whose goods or money have not reached the member yet. */
  savingFulfilment: Type.Integer(),
  downRequests: Type.Integer(),
  downPayments: Type.Integer(),
  downCloses: Type.Integer(),
  /** Pawn payments members sent from the app, and redemptions paid whose item waits to be handed over. */
  pawnRequests: Type.Integer(),
  pawnPickups: Type.Integer(),
});
export type PendingCounts = Static<typeof PendingCounts>;

/** Something an operator must look at (the daily database check, backups); the message is for staff, in Thai. */
export const DashboardWarning = Type.Object({
  /** DATABASE_DAMAGED, LEDGER_MISMATCH, CHECK_FAILED, BACKUP_MISSING, BACKUP_STALE, BACKUP_FAILED, OFFSITE_BACKUP_FAILED, JOB_STUCK, REPLICATION_BEHIND, REPLICATION_STOPPED */
  code: Type.String(),
  message: Type.String(),
});
export type DashboardWarning = Static<typeof DashboardWarning>;

/** A change the owner is told about (the receiving account, a hand-entered price …), listed for a day. */
export const OwnerAlertItem = Type.Object({
  id: Type.Integer(),
  /** bank_account, promptpay_receiver, manual_price, owner_line, pawn_rules */
  kind: Type.String(),
  /** In Thai, as the owner's LINE message says it. */
  text: Type.String(),
  /** Who made the change (username), null for the system. */
  by: Type.Union([Type.String(), Type.Null()]),
  createdAt: Type.String(),
});
export type OwnerAlertItem = Static<typeof OwnerAlertItem>;

/** One branch's day (docs/access.md "Branches"): a staff member sees their branches', the owner every one. */
export const BranchDay = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  /** Closed to new accounts and contracts (it still keeps what it holds). */
  closed: Type.Boolean(),
  /** Everything of this branch's waiting for staff (the queues above, but members' identity checks, which are the shop's). */
  waiting: Type.Integer(),
  /** Deposits, instalments and pawn payments approved since midnight, Bangkok time. */
  receivedToday: Baht,
  /** Its open pawn contracts due from today to 7 days ahead. */
  dueThisWeek: Type.Integer(),
});
export type BranchDay = Static<typeof BranchDay>;

export const DashboardAnswer = Type.Object({
  pending: PendingCounts,
  /** The latest stored gold price (upstream or staff-entered), null before the first one. */
  goldPrice: Type.Union([Type.Object({ source: Type.String(), createdAt: Type.String(), response: GoldPriceData }), Type.Null()]),
  /** What the shop owes its members: the sum of every savings ledger row. */
  totalSavingsOwed: Baht,
  /** Contracts due from today to 7 days ahead, soonest first. */
  pawnDueThisWeek: Type.Array(AdminPawnContract),
  /** Each branch's day, of the branches the reader works at. */
  branches: Type.Array(BranchDay),
  /** From the daily check and the backups: empty when all is well. */
  warnings: Type.Array(DashboardWarning),
  /** Owner alerts of the last 24 hours, newest first (every staff member sees them too). */
  ownerAlerts: Type.Array(OwnerAlertItem),
});
export type DashboardAnswer = Static<typeof DashboardAnswer>;

/** The staff's overview of every area. */
export const dashboardCalls = {
  pendingCounts: endpoint({
    summary: 'How many items wait in each staff queue (menu badges).',
    method: 'GET',
    path: '/api/admin/pending-counts',
    access: 'staff',
    query: BranchFilter,
    answer: PendingCounts,
  }),
  dashboard: endpoint({
    summary: "The staff dashboard: queues, today's figures, warnings and owner alerts.",
    method: 'GET',
    path: '/api/admin/dashboard',
    access: 'staff',
    query: BranchFilter,
    answer: DashboardAnswer,
  }),
};
