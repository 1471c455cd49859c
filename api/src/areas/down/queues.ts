import { and, count, eq, sql, type SQL } from 'drizzle-orm';
import { schema, type Db } from '@goldshop/db';
import type { DownClosesQuery, DownPaymentsQuery, DownRequestsQuery } from '../../../contract/down';
import { memberName, queuePage } from '../../lib/queries';
import { flaggedSlip } from '../../lib/slips/readings';

// The staff's type 2 queues: requests, instalments and close requests, each a page at a time (a pending
// queue oldest first), and how many of each wait.

const { downRequests: requests, downPayments: payments, downCloseRequests: closes, users, customers } = schema;

/** What the member has paid on a contract: the approved instalments. */
// The outer column is named with its table: Drizzle writes a column in sql`` without one, and inside the
// subquery "id" would be the payment's own.
const paidSatang = sql<number>`coalesce((select sum(dp.amount_satang) from down_payments dp where dp.down_id = "down_requests"."id" and dp.status = 'approved'), 0)`;

export function requestsPage(db: Db, q: DownRequestsQuery) {
  const rows = db
    .select({ request: requests, username: memberName, customerName: customers.name, paidSatang })
    .from(requests)
    .innerJoin(users, eq(users.id, requests.userId))
    .leftJoin(customers, eq(customers.id, users.customerId))
    .$dynamic();
  return queuePage(db, { table: requests, id: requests.id, where: q.status ? eq(requests.status, q.status) : undefined, rows }, q);
}

export function paymentsPage(db: Db, q: DownPaymentsQuery) {
  const conds: SQL[] = [];
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

export function closesPage(db: Db, q: DownClosesQuery) {
  const where = q.status ? eq(closes.status, q.status) : undefined;
  return queuePage(db, { table: closes, id: closes.id, where, rows: closeRows(db).$dynamic() }, q);
}

export const closeById = (db: Db, id: number) => closeRows(db).where(eq(closes.id, id)).get();

/** What waits for staff in each type 2 queue (the dashboard's tiles and the menu's badges). */
export function pendingDownCounts(db: Db) {
  return {
    downRequests: db.select({ n: count() }).from(requests).where(eq(requests.status, 'pending')).get()!.n,
    downPayments: db.select({ n: count() }).from(payments).where(eq(payments.status, 'pending')).get()!.n,
    downCloses: db.select({ n: count() }).from(closes).where(eq(closes.status, 'pending')).get()!.n,
  };
}
