import { sql } from 'drizzle-orm';
import { schema, type Db } from '@goldshop/db';
import { balanceOf, historyWithRunningBalance, isWithdrawal, totalOwedSatang } from './ledger';

// The ledger reconciliation a backup must pass before it counts, and the daily check runs on the live
// database. Balances are never stored (saving/ledger.ts: a balance is the member's ledger sum), so what can
// go wrong is the ledger disagreeing with the transactions it records: an approved transaction without its
// row, a row of the wrong sign or amount, a row filed under another member, a balance below zero. Every
// figure comes from ledger.ts itself, so this checks the numbers members and staff are shown.

export interface Reconciliation {
  /** Members with any savings transaction or ledger row. */
  members: number;
  ledgerRows: number;
  totalOwedSatang: number;
  /** Empty when every balance agrees with its transactions. */
  problems: string[];
}

const MAX_PROBLEMS = 20;

export function reconcileLedger(db: Db): Reconciliation {
  const { savingLedger: ledger, savingTransactions: txs } = schema;
  const ids = db.all<{ id: number }>(sql`select ${ledger.userId} as id from ${ledger} union select ${txs.userId} from ${txs} order by 1`);
  const problems: string[] = [];
  let more = 0;
  const report = (text: string) => (problems.length < MAX_PROBLEMS ? problems.push(text) : more++);
  for (const { id: userId } of ids) {
    const balance = balanceOf(db, userId);
    const history = historyWithRunningBalance(db, userId); // newest first: [0] carries the running total
    const fromHistory = history[0]?.netBalanceSatang ?? 0;
    if (balance !== fromHistory) {
      report(`member ${userId}: ledger balance ${balance} satang, but the ledger rows of their own transactions sum to ${fromHistory}`);
    }
    if (balance < 0) report(`member ${userId}: balance below zero (${balance} satang)`);
    for (const { transaction: t, ledgerSatang } of history) {
      const expected = t.status === 'approved' ? (isWithdrawal(t.kind) ? -t.amountSatang : t.amountSatang) : null;
      if (ledgerSatang !== expected) {
        report(
          `saving transaction ${t.id} (${t.kind}, ${t.status}, ${t.amountSatang} satang): ledger row ${ledgerSatang ?? 'missing'}, expected ${expected ?? 'none'}`,
        );
      }
    }
  }
  if (more) problems.push(`… and ${more} more`);
  const ledgerRows = db.all<{ n: number }>(sql`select count(*) as n from ${ledger}`)[0]!.n;
  return { members: ids.length, ledgerRows, totalOwedSatang: totalOwedSatang(db), problems };
}
