import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { schema, type Db } from '@goldshop/db';
import { withdrawalKinds, type RequestStatus } from '@goldshop/db/schema';
import { nowIso } from '../../lib/dates';
import { REQUEST_NOT_FOUND } from '../../lib/decide';
import { conflict, notFound } from '../../lib/http-error';
import { releaseSlip } from '../../lib/slips/claims';
import { inBranches, type BranchScope } from '../../lib/branch-scope';
import { savingBranchSql } from './branch-of';

// Savings type 1 money, in satang. A balance is never stored: it is SUM(saving_ledger.amount_satang),
// and the ledger only ever grows (triggers refuse UPDATE/DELETE). Every function here is synchronous and
// takes a Drizzle handle, so callers run it inside their own `immediate()` transaction, the two that write
// included (their checks and their writes must share the caller's lock).

const { savingLedger: ledger, savingTransactions: txs } = schema;

export type SavingTransaction = typeof txs.$inferSelect;

export const isWithdrawal = (kind: SavingTransaction['kind']) => (withdrawalKinds as readonly string[]).includes(kind);

/** The approved balance: the sum of the member's ledger rows. */
export function balanceOf(db: Db, userId: number): number {
  const row = db
    .select({ sum: sql<number>`coalesce(sum(${ledger.amountSatang}), 0)` })
    .from(ledger)
    .where(eq(ledger.userId, userId))
    .get();
  return Number(row?.sum ?? 0);
}

/**
 * What the shop owes its members: every ledger row, deposits plus and withdrawals minus; for a staff member,
 * what their branches' accounts hold (docs/access.md "Branches").
 */
export function totalOwedSatang(db: Db, scope: BranchScope = null, only?: number): number {
  const row = db
    .select({ sum: sql<number>`coalesce(sum(${ledger.amountSatang}), 0)` })
    .from(ledger)
    .where(inBranches(savingBranchSql(ledger.userId), scope, only))
    .get();
  return Number(row?.sum ?? 0);
}

/** The sum of the member's pending requests of these kinds (not yet in the ledger). */
function pendingOf(db: Db, userId: number, kinds: readonly SavingTransaction['kind'][]): number {
  const row = db
    .select({ sum: sql<number>`coalesce(sum(${txs.amountSatang}), 0)` })
    .from(txs)
    .where(and(eq(txs.userId, userId), eq(txs.status, 'pending'), inArray(txs.kind, kinds)))
    .get();
  return Number(row?.sum ?? 0);
}

/** What pending withdrawals hold: the member cannot ask for the same baht twice. */
export const pendingWithdrawalsOf = (db: Db, userId: number) => pendingOf(db, userId, withdrawalKinds);

/** Deposits the shop has not checked yet: shown beside the balance, counted in it only once approved. */
export const pendingDepositsOf = (db: Db, userId: number) => pendingOf(db, userId, ['deposit']);

/**
 * The member's four figures (balance, available, held by withdrawals, deposits waiting) in one prepared query:
 * the balance screen's read, the hottest money read the app makes, built and prepared once per connection
 * instead of five queries built by Drizzle on every call (the payday bench found building them the event
 * loop's largest cost; docs/decisions.md "Memory of a payday burst"). The same sums as balanceOf and pendingOf.
 */
export function prepareBalanceFigures(db: Db) {
  const userId = sql.placeholder('userId');
  const pending = (kinds: readonly SavingTransaction['kind'][]) =>
    sql<number>`(select coalesce(sum(${txs.amountSatang}), 0) from ${txs} where ${txs.userId} = ${userId} and ${txs.status} = 'pending' and ${inArray(txs.kind, kinds)})`;
  const query = db
    .select({
      balance: sql<number>`(select coalesce(sum(${ledger.amountSatang}), 0) from ${ledger} where ${ledger.userId} = ${userId})`,
      pendingWithdrawals: pending(withdrawalKinds),
      pendingDeposits: pending(['deposit']),
    })
    .from(sql`(select 1)`)
    .prepare();
  return (id: number) => {
    const row = query.get({ userId: id })!;
    const balance = Number(row.balance);
    const pendingWithdrawals = Number(row.pendingWithdrawals);
    return { balance, available: balance - pendingWithdrawals, pendingWithdrawals, pendingDeposits: Number(row.pendingDeposits) };
  };
}

/** Balance minus held withdrawals: the most a new withdrawal may ask for. */
export function available(db: Db, userId: number): number {
  return balanceOf(db, userId) - pendingWithdrawalsOf(db, userId);
}

export interface HistoryEntry {
  transaction: SavingTransaction;
  /** The signed ledger amount when approved, else null. */
  ledgerSatang: number | null;
  /** Approved balance just after this row, counting rows in the order they were made (id order). */
  netBalanceSatang: number;
}

/**
 * The member's transactions, newest first, each with the running approved balance. Order is creation
 * order, not approval order: a withdrawal is only accepted while earlier approved money covers it and
 * held amounts never become unheld, so the running balance cannot dip below zero in this order.
 */
export function historyWithRunningBalance(db: Db, userId: number): HistoryEntry[] {
  const rows = db
    .select({ transaction: txs, ledgerSatang: ledger.amountSatang })
    .from(txs)
    .leftJoin(ledger, eq(ledger.transactionId, txs.id))
    .where(eq(txs.userId, userId))
    .orderBy(asc(txs.id))
    .all();
  let running = 0;
  const out: HistoryEntry[] = rows.map((r) => {
    running += r.ledgerSatang ?? 0;
    return { transaction: r.transaction, ledgerSatang: r.ledgerSatang, netBalanceSatang: running };
  });
  return out.reverse();
}

/**
 * What an approval did. Only `approved` wrote anything. Refusing a transaction decided otherwise is the
 * caller's answer to give (lib/decide.ts, the one "already decided" refusal), so it is a result here.
 */
export type ApproveResult =
  | { outcome: 'approved'; ledgerId: number; amountSatang: number }
  /** Approved before: its existing ledger row; nothing written. */
  | { outcome: 'already-approved'; ledgerId: number; amountSatang: number }
  /** Decided otherwise (rejected): nothing written. */
  | { outcome: 'not-pending'; status: RequestStatus };

/**
 * Staff approval: writes exactly one ledger row (+deposit / −withdrawal) and marks the transaction
 * approved. A withdrawal is refused (409) when the balance no longer covers it, so no approval can take
 * a balance below zero. The caller writes its own audit_log row, in its own immediate() transaction (`tx`).
 */
export function approveTransaction(tx: Db, txId: number, staffId: number): ApproveResult {
  const t = tx.select().from(txs).where(eq(txs.id, txId)).get();
  if (!t) throw notFound(REQUEST_NOT_FOUND);
  const existing = tx.select().from(ledger).where(eq(ledger.transactionId, txId)).get();
  if (existing) return { outcome: 'already-approved', ledgerId: existing.id, amountSatang: existing.amountSatang };
  if (t.status !== 'pending') return { outcome: 'not-pending', status: t.status };
  const signed = isWithdrawal(t.kind) ? -t.amountSatang : t.amountSatang;
  if (signed < 0 && balanceOf(tx, t.userId) + signed < 0) {
    throw conflict('INSUFFICIENT_BALANCE', 'ยอดเงินคงเหลือไม่พอสำหรับรายการถอนนี้');
  }
  const row = tx
    .insert(ledger)
    .values({ userId: t.userId, transactionId: t.id, amountSatang: signed, createdBy: staffId })
    .returning({ id: ledger.id })
    .get();
  tx.update(txs).set({ status: 'approved', decidedBy: staffId, decidedAt: nowIso() }).where(eq(txs.id, txId)).run();
  return { outcome: 'approved', ledgerId: row.id, amountSatang: signed };
}

/** What a rejection did. Only `rejected` wrote anything. */
export type RejectResult =
  | { outcome: 'rejected' | 'already-rejected' }
  /** Approved: a correction would be a new transaction, never an edit of the ledger. Nothing written. */
  | { outcome: 'not-pending'; status: RequestStatus };

/**
 * Staff rejection with a note the member sees in history. Releases a withdrawal's hold, and a deposit's
 * transfer (the member may send the same slip again, corrected: lib/slips/claims).
 */
export function rejectTransaction(tx: Db, txId: number, staffId: number, note: string | null): RejectResult {
  const t = tx.select().from(txs).where(eq(txs.id, txId)).get();
  if (!t) throw notFound(REQUEST_NOT_FOUND);
  if (t.status === 'rejected') return { outcome: 'already-rejected' };
  if (t.status !== 'pending') return { outcome: 'not-pending', status: t.status };
  tx.update(txs).set({ status: 'rejected', note, decidedBy: staffId, decidedAt: nowIso() }).where(eq(txs.id, txId)).run();
  if (t.kind === 'deposit') releaseSlip(tx, 'deposit', t.id);
  return { outcome: 'rejected' };
}
