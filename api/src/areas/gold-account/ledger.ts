import { and, desc, eq, sql } from 'drizzle-orm';
import { schema, type Db } from '@goldshop/db';
import type { GoldKind } from '@goldshop/db/schema';

// Gold account grams, in units of 0.0001 g (grams.ts). A balance is never stored: it is SUM(gold_ledger.units),
// and the ledger only grows (triggers refuse UPDATE/DELETE), as the baht ledger (saving/ledger.ts). Synchronous,
// so callers run these inside their own immediate() transaction when they write on what they read.

const { goldLedger: ledger, goldTransactions: txs } = schema;

export type GoldTransaction = typeof txs.$inferSelect;
export type GoldLedgerRow = typeof ledger.$inferSelect;

/** Kinds that take grams out: approved, their ledger row is negative. */
export const takesGold = (kind: GoldKind) => kind !== 'deposit';

/** The member's approved grams. */
export function unitsOf(db: Db, userId: number): number {
  const row = db
    .select({ sum: sql<number>`coalesce(sum(${ledger.units}), 0)` })
    .from(ledger)
    .where(eq(ledger.userId, userId))
    .get();
  return Number(row?.sum ?? 0);
}

/** Grams pending withdrawals and sales hold: the member cannot ask for the same gram twice. */
export function reservedOf(db: Db, userId: number): number {
  const row = db
    .select({ sum: sql<number>`coalesce(sum(${txs.reservedUnits}), 0)` })
    .from(txs)
    .where(and(eq(txs.userId, userId), eq(txs.status, 'pending')))
    .get();
  return Number(row?.sum ?? 0);
}

/** What the member may still withdraw or sell. */
export const availableOf = (db: Db, userId: number) => unitsOf(db, userId) - reservedOf(db, userId);

/** The member's ledger, newest first. */
export function ledgerOf(db: Db, userId: number): GoldLedgerRow[] {
  return db.select().from(ledger).where(eq(ledger.userId, userId)).orderBy(desc(ledger.id)).all();
}

/** What the shop owes every gold saver, in units: the sum of the whole ledger. */
export function owedUnits(db: Db): number {
  const row = db
    .select({ sum: sql<number>`coalesce(sum(${ledger.units}), 0)` })
    .from(ledger)
    .get();
  return Number(row?.sum ?? 0);
}

/** The ledger row an approval writes: the request's grams and money, signed, at the request's own price. */
export function ledgerRowFor(t: GoldTransaction, staffId: number): typeof ledger.$inferInsert {
  const sign = takesGold(t.kind) ? -1 : 1;
  return {
    userId: t.userId,
    transactionId: t.id,
    units: sign * t.units,
    amountSatang: sign * t.amountSatang,
    priceSatang: t.priceSatang,
    priceId: t.priceId,
    createdBy: staffId,
  };
}
