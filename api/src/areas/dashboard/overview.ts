import { and, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { SQLiteTable } from 'drizzle-orm/sqlite-core';
import { schema, type Db } from '@goldshop/db';
import { withdrawalKinds } from '@goldshop/db/schema';
import type { DashboardAnswer, PendingCounts } from '../../../contract/dashboard';
import type { GoldPriceData } from '../../../contract/gold-price';
import { satangToBaht } from '../../lib/money';
import { recentOwnerAlerts } from '../../lib/owner-alerts';
import { pendingDownCounts } from '../down/queues';
import { dueSoon } from '../pawn/contracts';
import { pendingPawnCounts } from '../pawn/queue';
import { totalOwedSatang } from '../saving/ledger';
import { openFulfilment } from '../saving/lifecycle';

// The staff's overview reads each area's rules, never its routes: what a queue holds is the area's word.

const s = schema;
const countWhere = (db: Db, table: SQLiteTable, where: SQL | undefined) => db.select({ n: count() }).from(table).where(where).get()!.n;

/** What waits for staff in each queue: the dashboard's tiles and the console menu's badges. */
export function pendingCounts(db: Db): PendingCounts {
  const txs = s.savingTransactions;
  return {
    verifications: countWhere(db, s.verificationRequests, eq(s.verificationRequests.status, 'pending')),
    savingAccounts: countWhere(db, s.savingAccounts, eq(s.savingAccounts.status, 'pending')),
    savingDeposits: countWhere(db, txs, and(eq(txs.status, 'pending'), eq(txs.kind, 'deposit'))),
    savingWithdrawals: countWhere(db, txs, and(eq(txs.status, 'pending'), inArray(txs.kind, withdrawalKinds))),
    savingFulfilment: countWhere(db, txs, openFulfilment),
    ...pendingDownCounts(db),
    ...pendingPawnCounts(db),
  };
}

/** Everything but the operations warnings, which come from the running server (index.ts). */
export function dashboard(db: Db): Omit<DashboardAnswer, 'warnings'> {
  const price = db.select().from(s.goldPrices).orderBy(desc(s.goldPrices.id)).limit(1).get();
  return {
    pending: pendingCounts(db),
    goldPrice: price ? { source: price.source, createdAt: price.createdAt, response: price.response as GoldPriceData } : null,
    totalSavingsOwed: satangToBaht(totalOwedSatang(db)),
    pawnDueThisWeek: dueSoon(db, 7),
    ownerAlerts: recentOwnerAlerts(db),
  };
}
