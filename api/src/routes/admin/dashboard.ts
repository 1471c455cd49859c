import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { SQLiteTable } from 'drizzle-orm/sqlite-core';
import { schema, type Db } from '@goldshop/db';
import { withErrors } from '../../../contract/common';
import { DashboardAnswer, PendingCounts } from '../../../contract/admin';
import type { GoldPriceData } from '../../../contract/gold-price';
import { satangToBaht } from '../../lib/money';
import { dueSoon } from './pawn';
import { totalOwedSatang } from './saving-accounts';
import { openFulfilment } from './saving-transactions';

const s = schema;
const countWhere = (db: Db, table: SQLiteTable, where: SQL | undefined) => db.select({ n: count() }).from(table).where(where).get()!.n;

/** What waits for staff in each queue: the dashboard's tiles and the console menu's badges. */
export function pendingCounts(db: Db): PendingCounts {
  const txs = s.savingTransactions;
  return {
    verifications: countWhere(db, s.verificationRequests, eq(s.verificationRequests.status, 'pending')),
    savingAccounts: countWhere(db, s.savingAccounts, eq(s.savingAccounts.status, 'รออนุมัติ')),
    savingDeposits: countWhere(db, txs, and(eq(txs.status, 'pending'), eq(txs.kind, 'deposit'))),
    savingWithdrawals: countWhere(db, txs, and(eq(txs.status, 'pending'), inArray(txs.kind, ['withdraw_goods', 'withdraw_cash']))),
    savingFulfilment: countWhere(db, txs, openFulfilment),
    downRequests: countWhere(db, s.downRequests, eq(s.downRequests.status, 'รออนุมัติ')),
    downPayments: countWhere(db, s.downPayments, eq(s.downPayments.status, 'pending')),
    downCloses: countWhere(db, s.downCloseRequests, eq(s.downCloseRequests.status, 'pending')),
  };
}

const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/pending-counts', { schema: { response: withErrors({ 200: PendingCounts }) } }, async () => pendingCounts(app.db));

  app.get('/dashboard', { schema: { response: withErrors({ 200: DashboardAnswer }) } }, async () => {
    const price = app.db.select().from(s.goldPrices).orderBy(desc(s.goldPrices.id)).limit(1).get();
    return {
      pending: pendingCounts(app.db),
      goldPrice: price ? { source: price.source, createdAt: price.createdAt, response: price.response as GoldPriceData } : null,
      totalSavingsOwed: satangToBaht(totalOwedSatang(app.db)),
      pawnDueThisWeek: dueSoon(app.db, 7),
    };
  });
};
export default routes;
