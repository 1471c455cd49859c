import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { schema, type Db } from '@goldshop/db';
import { conflict, notFound } from '../lib/http-error';
import { immediate } from '../lib/tx';

// Savings type 1 money, in satang. A balance is never stored: it is SUM(saving_ledger.amount_satang),
// and the ledger only ever grows (triggers refuse UPDATE/DELETE). Every function here is synchronous and
// takes a Drizzle handle, so callers run it inside their own `immediate()` transaction; the two that write
// open one themselves (a savepoint when already inside one), so they are safe from any caller.

const { savingLedger: ledger, savingTransactions: txs } = schema;
const WITHDRAWALS = ['withdraw_goods', 'withdraw_cash'] as const;

export type SavingTransaction = typeof txs.$inferSelect;

export const isWithdrawal = (kind: SavingTransaction['kind']) => kind !== 'deposit';

/** The approved balance: the sum of the member's ledger rows. */
export function balanceOf(db: Db, userId: number): number {
  const row = db
    .select({ sum: sql<number>`coalesce(sum(${ledger.amountSatang}), 0)` })
    .from(ledger)
    .where(eq(ledger.userId, userId))
    .get();
  return Number(row?.sum ?? 0);
}

/** What pending withdrawals hold: the member cannot ask for the same baht twice. */
export function pendingWithdrawalsOf(db: Db, userId: number): number {
  const row = db
    .select({ sum: sql<number>`coalesce(sum(${txs.amountSatang}), 0)` })
    .from(txs)
    .where(and(eq(txs.userId, userId), eq(txs.status, 'pending'), inArray(txs.kind, WITHDRAWALS)))
    .get();
  return Number(row?.sum ?? 0);
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

export interface ApproveResult {
  ledgerId: number;
  /** The signed amount the ledger row carries. */
  amountSatang: number;
  /** True when the transaction was already approved: nothing new was written. */
  alreadyApproved: boolean;
}

const now = () => new Date().toISOString();

/**
 * Staff approval: writes exactly one ledger row (+deposit / −withdrawal) and marks the transaction
 * approved. Approving again answers the existing row and writes nothing. A withdrawal is refused (409)
 * when the balance no longer covers it, so no approval can take a balance below zero. The caller writes
 * its own audit_log row.
 */
export function approveTransaction(db: Db, txId: number, staffId: number): ApproveResult {
  return immediate(db, (tx) => {
    const t = tx.select().from(txs).where(eq(txs.id, txId)).get();
    if (!t) throw notFound('ไม่พบรายการ');
    const existing = tx.select().from(ledger).where(eq(ledger.transactionId, txId)).get();
    if (existing) return { ledgerId: existing.id, amountSatang: existing.amountSatang, alreadyApproved: true };
    if (t.status !== 'pending') throw conflict('ALREADY_DECIDED', 'รายการนี้ถูกพิจารณาไปแล้ว');
    const signed = isWithdrawal(t.kind) ? -t.amountSatang : t.amountSatang;
    if (signed < 0 && balanceOf(tx, t.userId) + signed < 0) {
      throw conflict('INSUFFICIENT_BALANCE', 'ยอดเงินคงเหลือไม่พอสำหรับรายการถอนนี้');
    }
    const row = tx
      .insert(ledger)
      .values({ userId: t.userId, transactionId: t.id, amountSatang: signed, createdBy: staffId })
      .returning({ id: ledger.id })
      .get();
    tx.update(txs).set({ status: 'approved', decidedBy: staffId, decidedAt: now() }).where(eq(txs.id, txId)).run();
    return { ledgerId: row.id, amountSatang: signed, alreadyApproved: false };
  });
}

/**
 * Staff rejection with a note the member sees in history. Releases a withdrawal's hold. Rejecting a
 * rejected transaction again changes nothing; rejecting an approved one is refused (a correction would
 * be a new transaction, never an edit of the ledger).
 */
export function rejectTransaction(db: Db, txId: number, staffId: number, note: string | null): { alreadyRejected: boolean } {
  return immediate(db, (tx) => {
    const t = tx.select().from(txs).where(eq(txs.id, txId)).get();
    if (!t) throw notFound('ไม่พบรายการ');
    if (t.status === 'rejected') return { alreadyRejected: true };
    if (t.status !== 'pending') throw conflict('ALREADY_DECIDED', 'รายการนี้ถูกพิจารณาไปแล้ว');
    tx.update(txs).set({ status: 'rejected', note, decidedBy: staffId, decidedAt: now() }).where(eq(txs.id, txId)).run();
    return { alreadyRejected: false };
  });
}
