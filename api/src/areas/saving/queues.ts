import type { FastifyInstance, FastifyRequest } from 'fastify';
import { and, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import { schema } from '@goldshop/db';
import { withdrawalKinds } from '@goldshop/db/schema';
import type { SavingAccountsQuery, SavingTransactionsQuery } from '../../../contract/saving';
import { REQUEST_NOT_FOUND } from '../../lib/decide';
import { notFound } from '../../lib/http-error';
import { satangToBaht } from '../../lib/money';
import { earlierSlipUses } from '../../lib/money-input';
import { logSensitiveAccess, signedUrl } from '../../lib/private-images';
import { amlFlagsFor } from '../../lib/aml';
import { decider, memberName, queuePage } from '../../lib/queries';
import { branchNames } from '../../lib/branches';
import { inBranches, requireWithinScope } from '../../lib/branch-scope';
import { restrictClosed, restrictSlipMatches, type Viewer } from '../../lib/restricted';
import { flaggedSlip, slipReadings } from '../../lib/slips/readings';
import { immediate } from '../../lib/tx';
import { available, balanceOf, type SavingTransaction } from './ledger';
import { savingBranchOf, savingBranchSql } from './branch-of';
import { openFulfilment } from './lifecycle';
import { payoutPromptpay } from './payout';

// Savings type 1, what staff read: the account requests and the deposits and withdrawals, a page at a time
// (pending oldest first), each deposit with what was read on its slip. A closed member's rows stay in the
// books; their names are the owner's to see (lib/restricted.ts).

const { savingAccounts: accounts, savingTransactions: txs, users, customers } = schema;
type Joined = { t: SavingTransaction; username: string | null; customerName: string | null; decidedByName: string | null };

export function accountsPage(app: FastifyInstance, viewer: Viewer, q: SavingAccountsQuery) {
  const where = and(q.status ? eq(accounts.status, q.status) : undefined, inBranches(accounts.branchId, viewer.branchIds, q.branch_id));
  const { rows, total } = queuePage(
    app.db,
    {
      table: accounts,
      id: accounts.id,
      where,
      rows: app.db
        .select({ account: accounts, username: memberName, customerName: customers.name })
        .from(accounts)
        .innerJoin(users, eq(users.id, accounts.userId))
        .leftJoin(customers, eq(customers.id, users.customerId))
        .$dynamic(),
    },
    q,
  );
  const data = rows.map((r) => ({
    id: r.account.id,
    userId: r.account.userId,
    branchId: r.account.branchId,
    username: r.username,
    customerName: r.customerName,
    status: r.account.status,
    balance: satangToBaht(balanceOf(app.db, r.account.userId)),
    createdAt: r.account.createdAt,
    decidedAt: r.account.decidedAt,
  }));
  return { data: restrictClosed(app.db, viewer, data, { user: (r) => r.userId }), total };
}

const joined = (app: FastifyInstance) =>
  app.db
    .select({ t: txs, username: memberName, customerName: customers.name, decidedByName: decider.username })
    .from(txs)
    .innerJoin(users, eq(users.id, txs.userId))
    .leftJoin(customers, eq(customers.id, users.customerId))
    .leftJoin(decider, eq(decider.id, txs.decidedBy));

/**
 * Rows as staff read them, with what a page of them shares looked up once: slip matches and reads, AML flags.
 * Lists restrict a closed member's rows; a single row is answered to whoever may open it.
 */
function toRows(app: FastifyInstance, viewer: Viewer, rows: Joined[]) {
  const ts = rows.map((r) => r.t);
  const deposits = ts.filter((t) => t.kind === 'deposit');
  // A deposit sent with a slip used before is flagged where staff decide (lib/money-input).
  const matches = restrictSlipMatches(
    app.db,
    viewer,
    earlierSlipUses(
      app.db,
      deposits.map((t) => ({ kind: 'deposit' as const, id: t.id, proof: t.proof })),
    ),
  );
  const slipReads = slipReadings(
    app.db,
    'deposit',
    deposits.map((t) => t.id),
    (id) => matches.has(`deposit:${id}`),
  );
  const branchName = branchNames(app.db);
  const flags = amlFlagsFor(
    app.db,
    ts.map((t) => ({ kind: 'saving' as const, id: t.id, userId: t.userId, amountSatang: t.amountSatang, createdAt: t.createdAt })),
  );
  return rows.map(({ t, username, customerName, decidedByName }) => ({
    id: t.id,
    userId: t.userId,
    username,
    customerName,
    kind: t.kind,
    amount: satangToBaht(t.amountSatang),
    amountString: t.amountString,
    status: t.status,
    note: t.note,
    fulfilment: t.fulfilment,
    slip: signedUrl(app, t.proof),
    slipMatch: t.kind === 'deposit' ? (matches.get(`deposit:${t.id}`) ?? null) : null,
    slipRead: slipReads.get(t.id) ?? null,
    payoutPromptpay: payoutPromptpay(t),
    payoutProof: signedUrl(app, t.payoutProof),
    productDetail: t.productDetail,
    isDelivery: t.isDelivery,
    deliveryName: t.deliveryName,
    deliveryPhone: t.deliveryPhone,
    deliveryAddress: t.deliveryAddress,
    receiveBranch: branchName(t.receiveBranchId),
    bank: t.bank,
    accountName: t.accountName,
    accountNumber: t.accountNumber,
    createdAt: t.createdAt,
    decidedAt: t.decidedAt,
    decidedBy: decidedByName,
    amlFlags: flags.get(`saving:${t.id}`) ?? [],
  }));
}

export function transactionsPage(app: FastifyInstance, viewer: Viewer, q: SavingTransactionsQuery) {
  const { kind, status, fulfilment, userId } = q;
  const conds: SQL[] = [];
  if (kind === 'withdrawal') conds.push(inArray(txs.kind, withdrawalKinds));
  else if (kind) conds.push(eq(txs.kind, kind));
  if (status) conds.push(eq(txs.status, status));
  if (fulfilment === 'open') conds.push(openFulfilment);
  else if (fulfilment === 'none') conds.push(isNull(txs.fulfilment));
  else if (fulfilment) conds.push(eq(txs.fulfilment, fulfilment));
  if (userId) conds.push(eq(txs.userId, userId));
  if (q.slip === 'flagged') conds.push(eq(txs.kind, 'deposit'), flaggedSlip('deposit', txs.id, txs.proof, txs.createdAt));
  const scoped = inBranches(savingBranchSql(txs.userId), viewer.branchIds, q.branch_id);
  if (scoped) conds.push(scoped);
  const where = conds.length ? and(...conds) : undefined;
  const pending = status === 'pending' || fulfilment === 'open';
  const { rows, total } = queuePage(app.db, { table: txs, id: txs.id, where, rows: joined(app).$dynamic(), pending }, q);
  return { data: restrictClosed(app.db, viewer, toRows(app, viewer, rows), { user: (r) => r.userId }), total };
}

/** One transaction as staff read it in a queue. */
export function transactionRow(app: FastifyInstance, viewer: Viewer, id: number) {
  const r = joined(app).where(eq(txs.id, id)).get();
  if (!r) throw notFound(REQUEST_NOT_FOUND);
  requireWithinScope(viewer.branchIds, savingBranchOf(app.db, r.t.userId));
  return toRows(app, viewer, [r])[0]!;
}

/** A withdrawal carries the member's ID card photos: opening it is logged per image (PDPA). */
export async function transactionDetail(app: FastifyInstance, req: FastifyRequest, id: number) {
  const r = joined(app).where(eq(txs.id, id)).get();
  if (!r) throw notFound(REQUEST_NOT_FOUND);
  // Another branch's member's ID card stays with that branch's staff.
  requireWithinScope(req.staff!.branchIds, savingBranchOf(app.db, r.t.userId));
  await immediate(app.db, (tx) =>
    logSensitiveAccess(
      tx,
      { staffId: req.staff!.id, userId: r.t.userId, entity: 'saving_transaction', entityId: r.t.id },
      { images: [r.t.idCardImage, r.t.idCardImageBack] },
    ),
  );
  return {
    ...toRows(app, req.staff!, [r])[0]!,
    idCardImage: signedUrl(app, r.t.idCardImage),
    idCardImageBack: signedUrl(app, r.t.idCardImageBack),
    balance: satangToBaht(balanceOf(app.db, r.t.userId)),
    available: satangToBaht(available(app.db, r.t.userId)),
  };
}
