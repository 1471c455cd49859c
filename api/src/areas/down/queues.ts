import { and, count, eq, sql, type SQL } from 'drizzle-orm';
import { schema, type Db } from '@goldshop/db';
import type { DownClosesQuery, DownPaymentsQuery, DownRequestsQuery } from '../../../contract/down';
import { memberName, queuePage } from '../../lib/queries';
import { flaggedSlip } from '../../lib/slips/readings';
import { inBranches, type BranchScope } from '../../lib/branch-scope';

// The staff's type 2 queues: requests, instalments and close requests, each a page at a time (a pending
// queue oldest first), and how many of each wait.

const { downRequests: requests, downPayments: payments, downCloseRequests: closes, users, customers } = schema;

/** What the member has paid on a contract: the approved instalments. */
// The outer column is named with its table: Drizzle writes a column in sql`` without one, and inside the
// subquery "id" would be the payment's own.
/** The branch keeping the contract a payment or close request belongs to, as a column to filter on. */
const contractBranch = (downId: typeof payments.downId | typeof closes.downId): SQL =>
  sql`(select ${requests.branchId} from ${requests} where ${requests.id} = ${downId})`;

const paidSatang = sql<number>`coalesce((select sum(dp.amount_satang) from down_payments dp where dp.down_id = "down_requests"."id" and dp.status = 'approved'), 0)`;

export function requestsPage(db: Db, scope: BranchScope, q: DownRequestsQuery) {
  const rows = db
    .select({ request: requests, username: memberName, customerName: customers.name, paidSatang })
    .from(requests)
    .innerJoin(users, eq(users.id, requests.userId))
    .leftJoin(customers, eq(customers.id, users.customerId))
    .$dynamic();
  const where = and(q.status ? eq(requests.status, q.status) : undefined, inBranches(requests.branchId, scope, q.branch_id));
  return queuePage(db, { table: requests, id: requests.id, where, rows }, q);
}

export function paymentsPage(db: Db, scope: BranchScope, q: DownPaymentsQuery) {
  const conds: SQL[] = [];
  const scoped = inBranches(contractBranch(payments.downId), scope, q.branch_id);
  if (scoped) conds.push(scoped);
  if (q.status) conds.push(eq(payments.status, q.status));
  if (q.downId) conds.push(eq(payments.downId, q.downId));
  if (q.slip === 'flagged') conds.push(flaggedSlip('instalment', payments.id, payments.proof, payments.createdAt));
  const rows = db
    .select({ payment: payments, username: memberName })
    .from(payments)
    .innerJoin(users, eq(users.id, payments.userId))
    .$dynamic();
  return queuePage(db, { table: payments, id: payments.id, where: conds.length ? and(...conds) : undefined, rows }, q);
}

/** Close requests with their member and the contract's state. */
const closeRows = (db: Db) =>
  db
    .select({ close: closes, username: memberName, downStatus: requests.status })
    .from(closes)
    .innerJoin(users, eq(users.id, closes.userId))
    .innerJoin(requests, eq(requests.id, closes.downId));
export type CloseRow = ReturnType<ReturnType<typeof closeRows>['get']> & {};

export function closesPage(db: Db, scope: BranchScope, q: DownClosesQuery) {
  const where = and(q.status ? eq(closes.status, q.status) : undefined, inBranches(contractBranch(closes.downId), scope, q.branch_id));
  return queuePage(db, { table: closes, id: closes.id, where, rows: closeRows(db).$dynamic() }, q);
}

export const closeById = (db: Db, id: number) => closeRows(db).where(eq(closes.id, id)).get();

/** What waits for staff in each type 2 queue (the dashboard's tiles and the menu's badges). */
export function pendingDownCounts(db: Db, scope: BranchScope, only?: number) {
  const n = (table: typeof requests | typeof payments | typeof closes, status: SQL, branch: SQL | typeof requests.branchId) =>
    db
      .select({ n: count() })
      .from(table)
      .where(and(status, inBranches(branch, scope, only)))
      .get()!.n;
  return {
    downRequests: n(requests, eq(requests.status, 'pending'), requests.branchId),
    downPayments: n(payments, eq(payments.status, 'pending'), contractBranch(payments.downId)),
    downCloses: n(closes, eq(closes.status, 'pending'), contractBranch(closes.downId)),
  };
}
