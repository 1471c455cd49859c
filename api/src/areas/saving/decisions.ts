import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { schema, type Db } from '@goldshop/db';
import { nowIso } from '../../lib/dates';
import { decide, REQUEST_NOT_FOUND, type Decider } from '../../lib/decide';
import { notFound } from '../../lib/http-error';
import { satangToBaht } from '../../lib/money';
import { approveTransaction, balanceOf, rejectTransaction, type SavingTransaction } from './ledger';
import { savingBranchOf } from './branch-of';
import { ACCOUNT_DECIDABLE_FROM, ACCOUNT_DECISIONS } from './lifecycle';

// Savings type 1, the staff's decisions: account requests, deposits and withdrawals. Every decision goes
// through lib/decide (state check, audit row, LINE message, one transaction); money moves only through the
// ledger (one row per approval).

const { savingAccounts: accounts, savingTransactions: txs } = schema;

export function loadTransaction(tx: Db, id: number): SavingTransaction {
  const t = tx.select().from(txs).where(eq(txs.id, id)).get();
  if (!t) throw notFound(REQUEST_NOT_FOUND);
  return t;
}

export function decideAccount(app: FastifyInstance, by: Decider, id: number, action: keyof typeof ACCOUNT_DECISIONS) {
  const { to, message } = ACCOUNT_DECISIONS[action];
  return decide(app, {
    by,
    action,
    entity: 'saving_account',
    load: (tx) => tx.select().from(accounts).where(eq(accounts.id, id)).get(),
    branchOf: (_tx, account) => account.branchId,
    from: ACCOUNT_DECIDABLE_FROM,
    apply: (tx, before) => ({
      after: tx
        .update(accounts)
        .set({ status: to, decidedBy: by.id, decidedAt: nowIso() })
        .where(eq(accounts.id, before.id))
        .returning()
        .get(),
      notify: { userId: before.userId, event: { kind: 'saving-account', id: before.id, approved: action === 'approve' } },
      out: { message },
    }),
  });
}

const eventKind = (t: SavingTransaction) => (t.kind === 'deposit' ? ('deposit' as const) : ('withdrawal' as const));

export function approveSaving(app: FastifyInstance, by: Decider, id: number) {
  return decide(app, {
    by,
    action: 'approve',
    entity: 'saving_transaction',
    load: (tx) => tx.select().from(txs).where(eq(txs.id, id)).get(),
    branchOf: (tx, t) => savingBranchOf(tx, t.userId),
    apply: (tx, before) => {
      const result = approveTransaction(tx, before.id, by.id);
      // decide() saw it pending in this same transaction, and approval writes the ledger row and the
      // status together: anything else is a broken invariant, not an answer for staff.
      if (result.outcome !== 'approved') throw new Error(`saving transaction ${before.id}: pending but ${result.outcome}`);
      return {
        after: { ...loadTransaction(tx, before.id), ledgerId: result.ledgerId, ledgerAmountSatang: result.amountSatang },
        notify: {
          userId: before.userId,
          event: { kind: eventKind(before), id: before.id, approved: true, amountSatang: before.amountSatang },
        },
        out: { message: 'อนุมัติรายการแล้ว', balance: satangToBaht(balanceOf(tx, before.userId)) },
      };
    },
  });
}

export function rejectSaving(app: FastifyInstance, by: Decider, id: number, note: string) {
  return decide(app, {
    by,
    action: 'reject',
    entity: 'saving_transaction',
    load: (tx) => tx.select().from(txs).where(eq(txs.id, id)).get(),
    branchOf: (tx, t) => savingBranchOf(tx, t.userId),
    apply: (tx, before) => {
      const result = rejectTransaction(tx, before.id, by.id, note.trim());
      if (result.outcome !== 'rejected') throw new Error(`saving transaction ${before.id}: pending but ${result.outcome}`);
      return {
        after: loadTransaction(tx, before.id),
        notify: {
          userId: before.userId,
          event: { kind: eventKind(before), id: before.id, approved: false, amountSatang: before.amountSatang, note },
        },
        out: { message: 'ไม่อนุมัติรายการแล้ว', balance: satangToBaht(balanceOf(tx, before.userId)) },
      };
    },
  });
}
