import { and, count, desc, eq, gte, inArray, sql, type SQL } from 'drizzle-orm';
import type { SQLiteTable } from 'drizzle-orm/sqlite-core';
import { schema, type Db } from '@goldshop/db';
import { withdrawalKinds } from '@goldshop/db/schema';
import type { BranchDay, DashboardAnswer, PendingCounts } from '../../../contract/dashboard';
import type { GoldPriceData } from '../../../contract/gold-price';
import { inBranches, withinScope, type BranchScope } from '../../lib/branch-scope';
import { bangkokDayStartIso, bangkokToday } from '../../lib/dates';
import { satangToBaht } from '../../lib/money';
import { recentOwnerAlerts } from '../../lib/owner-alerts';
import { pendingDownCounts } from '../down/queues';
import { dueSoon } from '../pawn/contracts';
import { pendingPawnCounts } from '../pawn/queue';
import { savingBranchSql } from '../saving/branch-of';
import { totalOwedSatang } from '../saving/ledger';
import { openFulfilment } from '../saving/lifecycle';

// The staff's overview reads each area's rules, never its routes: what a queue holds is the area's word. A
// staff member's counts are their branches' (docs/access.md "Branches"); the owner's are the shop's, or one
// branch's when asked.

const s = schema;
const countWhere = (db: Db, table: SQLiteTable, where: SQL | undefined) => db.select({ n: count() }).from(table).where(where).get()!.n;

/** What waits for staff in each queue: the dashboard's tiles and the console menu's badges. */
export function pendingCounts(db: Db, scope: BranchScope, only?: number): PendingCounts {
  const txs = s.savingTransactions;
  const savingScope = inBranches(savingBranchSql(txs.userId), scope, only);
  return {
    // A member's identity is the shop's, whichever branch they use.
    verifications: countWhere(db, s.verificationRequests, eq(s.verificationRequests.status, 'pending')),
    savingAccounts: countWhere(
      db,
      s.savingAccounts,
      and(eq(s.savingAccounts.status, 'pending'), inBranches(s.savingAccounts.branchId, scope, only)),
    ),
    savingDeposits: countWhere(db, txs, and(eq(txs.status, 'pending'), eq(txs.kind, 'deposit'), savingScope)),
    savingWithdrawals: countWhere(db, txs, and(eq(txs.status, 'pending'), inArray(txs.kind, withdrawalKinds), savingScope)),
    savingFulfilment: countWhere(db, txs, and(openFulfilment, savingScope)),
    ...pendingDownCounts(db, scope, only),
    ...pendingPawnCounts(db, scope, only),
  };
}

/** Money members paid that staff approved since Bangkok midnight, at one branch: deposits, instalments, pawn payments. */
function receivedTodaySatang(db: Db, branchId: number): number {
  const since = bangkokDayStartIso(bangkokToday());
  const sum = (table: SQLiteTable, amount: SQL, where: SQL | undefined) =>
    Number(
      db
        .select({ n: sql<number>`coalesce(sum(${amount}), 0)` })
        .from(table)
        .where(where)
        .get()!.n,
    );
  const txs = s.savingTransactions;
  const dp = s.downPayments;
  const pr = s.pawnRequests;
  return (
    sum(
      txs,
      sql`${txs.amountSatang}`,
      and(
        eq(txs.kind, 'deposit'),
        eq(txs.status, 'approved'),
        gte(txs.decidedAt, since),
        inBranches(savingBranchSql(txs.userId), [branchId]),
      ),
    ) +
    sum(
      dp,
      sql`${dp.amountSatang}`,
      and(
        eq(dp.status, 'approved'),
        gte(dp.decidedAt, since),
        sql`(select ${s.downRequests.branchId} from ${s.downRequests} where ${s.downRequests.id} = ${dp.downId}) = ${branchId}`,
      ),
    ) +
    sum(
      pr,
      sql`${pr.amountSatang}`,
      and(
        inArray(pr.status, ['approved', 'picked_up']),
        gte(pr.decidedAt, since),
        sql`(select ${s.pawnContracts.branchId} from ${s.pawnContracts} where ${s.pawnContracts.jnId} = ${pr.jnId}) = ${branchId}`,
      ),
    )
  );
}

/** Each branch's day as its staff see it: what waits, what came in today, what falls due this week. */
function branchDays(db: Db, scope: BranchScope, only?: number): BranchDay[] {
  return db
    .select({ id: s.branches.id, name: s.branches.name, closedAt: s.branches.closedAt })
    .from(s.branches)
    .orderBy(s.branches.id)
    .all()
    .filter((b) => withinScope(scope, b.id) && (only === undefined || only === b.id))
    .map((b) => {
      const { verifications: _shopWide, ...queues } = pendingCounts(db, [b.id]);
      return {
        id: b.id,
        name: b.name,
        closed: b.closedAt !== null,
        waiting: Object.values(queues).reduce((a, n) => a + n, 0),
        receivedToday: satangToBaht(receivedTodaySatang(db, b.id)),
        dueThisWeek: dueSoon(db, [b.id], 7).length,
      };
    });
}

/** Everything but the operations warnings, which come from the running server (index.ts). */
export function dashboard(db: Db, scope: BranchScope, only?: number): Omit<DashboardAnswer, 'warnings'> {
  const price = db.select().from(s.goldPrices).orderBy(desc(s.goldPrices.id)).limit(1).get();
  return {
    pending: pendingCounts(db, scope, only),
    goldPrice: price ? { source: price.source, createdAt: price.createdAt, response: price.response as GoldPriceData } : null,
    totalSavingsOwed: satangToBaht(totalOwedSatang(db, scope, only)),
    pawnDueThisWeek: dueSoon(db, scope, 7, only),
    branches: branchDays(db, scope, only),
    ownerAlerts: recentOwnerAlerts(db),
  };
}
