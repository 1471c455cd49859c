import { sql } from 'drizzle-orm';
import { schema, type Db } from '@goldshop/db';
import type { GoldKind } from '@goldshop/db/schema';
import { takesGold } from './ledger';

// The gold ledger's reconciliation, beside the baht ledger's (saving/reconcile.ts) wherever that runs (a backup's
// verification, the daily live check): every approved request has exactly its row (sign, units, baht, price),
// nothing else has one, no row is filed under another member, and no balance is below zero.

const MAX_PROBLEMS = 20;

export function reconcileGoldLedger(db: Db): string[] {
  const { goldLedger: ledger, goldTransactions: txs } = schema;
  const problems: string[] = [];
  let more = 0;
  const report = (text: string) => (problems.length < MAX_PROBLEMS ? problems.push(text) : more++);
  const rows = db.all<{
    id: number;
    kind: GoldKind;
    status: string;
    userId: number;
    units: number;
    amount: number;
    price: number;
    lUser: number | null;
    lUnits: number | null;
    lAmount: number | null;
    lPrice: number | null;
  }>(sql`select t.id, t.kind, t.status, t.user_id as userId, t.units, t.amount_satang as amount, t.price_satang as price,
      l.user_id as lUser, l.units as lUnits, l.amount_satang as lAmount, l.price_satang as lPrice
    from ${txs} t left join ${ledger} l on l.transaction_id = t.id order by t.id`);
  for (const r of rows) {
    if (r.status !== 'approved') {
      if (r.lUnits !== null) report(`gold transaction ${r.id} (${r.kind}, ${r.status}): has a ledger row of ${r.lUnits} units`);
      continue;
    }
    const sign = takesGold(r.kind) ? -1 : 1;
    if (r.lUnits === null) report(`gold transaction ${r.id} (${r.kind}, approved, ${r.units} units): ledger row missing`);
    else if (r.lUser !== r.userId || r.lUnits !== sign * r.units || r.lAmount !== sign * r.amount || r.lPrice !== r.price) {
      report(
        `gold transaction ${r.id} (${r.kind}, ${r.units} units, ${r.amount} satang at ${r.price}): ledger row ${r.lUnits} units, ${r.lAmount} satang at ${r.lPrice} for member ${r.lUser}`,
      );
    }
  }
  const below = db.all<{ userId: number; units: number }>(
    sql`select user_id as userId, sum(units) as units from ${ledger} group by user_id having sum(units) < 0`,
  );
  for (const b of below) report(`member ${b.userId}: gold balance below zero (${b.units} units)`);
  if (more) problems.push(`… and ${more} more`);
  return problems;
}
