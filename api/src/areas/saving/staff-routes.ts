import type { FastifyPluginAsync } from 'fastify';
import { and, count, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import { schema, type Db } from '@goldshop/db';
import { withdrawalKinds, type FulfilmentStep } from '@goldshop/db/schema';
import { savingCalls as calls } from '../../../contract/saving';
import { audit } from '../../lib/audit';
import { nowIso } from '../../lib/dates';
import { decide, refuseWhileSuspended, REQUEST_NOT_FOUND } from '../../lib/decide';
import { notFound } from '../../lib/http-error';
import { satangToBaht } from '../../lib/money';
import { readMultipart, requireFiles } from '../../lib/multipart';
import { logSensitiveAccess, signedUrl } from '../../lib/private-images';
import { amlFlagsFor } from '../../lib/aml';
import { decider, memberName, paging, queueOrder } from '../../lib/queries';
import { earlierSlipUses } from '../../lib/money-input';
import { flaggedSlip, slipReadings } from '../../lib/slips/readings';
import { payoutPromptpay } from './payout';
import { serve } from '../../lib/serve';
import { restrictClosed, restrictSlipMatches, type Viewer } from '../../lib/restricted';
import { immediate } from '../../lib/tx';
import { approveTransaction, available, balanceOf, rejectTransaction, totalOwedSatang, type SavingTransaction } from './ledger';
import { ACCOUNT_DECIDABLE_FROM, ACCOUNT_DECISIONS, openFulfilment, requireStep } from './lifecycle';

const { savingAccounts: accounts, savingTransactions: txs, users, customers } = schema;

type Joined = { t: SavingTransaction; username: string | null; customerName: string | null; decidedByName: string | null };

function load(tx: Db, id: number): SavingTransaction {
  const t = tx.select().from(txs).where(eq(txs.id, id)).get();
  if (!t) throw notFound(REQUEST_NOT_FOUND);
  return t;
}

/**
 * Savings type 1, the staff side: account requests, deposits and withdrawals. Every decision goes
 * through lib/decide (state check, audit row, LINE message, one transaction); money moves only through
 * the ledger (one row per approval). After approval a withdrawal travels to the member step by step
 * (lifecycle FULFILMENT_FLOW): goods prepared → shipped or picked up; cash transferred with a proof.
 */
const routes: FastifyPluginAsync = async (app) => {
  // ------------------------------------------------------------ account requests

  serve(app, calls.accounts, async (req) => {
    const where: SQL | undefined = req.query.status ? eq(accounts.status, req.query.status) : undefined;
    const { limit, offset } = paging(req.query);
    const total = app.db.select({ n: count() }).from(accounts).where(where).get()!.n;
    const rows = app.db
      .select({ account: accounts, username: memberName, customerName: customers.name })
      .from(accounts)
      .innerJoin(users, eq(users.id, accounts.userId))
      .leftJoin(customers, eq(customers.id, users.customerId))
      .where(where)
      .orderBy(queueOrder(accounts.id, req.query.status === 'pending'))
      .limit(limit)
      .offset(offset)
      .all();
    const data = rows.map((r) => ({
      id: r.account.id,
      userId: r.account.userId,
      username: r.username,
      customerName: r.customerName,
      status: r.account.status,
      balance: satangToBaht(balanceOf(app.db, r.account.userId)),
      createdAt: r.account.createdAt,
      decidedAt: r.account.decidedAt,
    }));
    // A closed member's rows stay in the books; their names are the owner's to see (lib/restricted.ts).
    return { data: restrictClosed(app.db, req.staff!, data, { user: (r) => r.userId }), total };
  });

  for (const action of ['approve', 'reject'] as const) {
    const { to, message } = ACCOUNT_DECISIONS[action];
    serve(app, action === 'approve' ? calls.approveAccount : calls.rejectAccount, async (req) =>
      decide(app, {
        staffId: req.staff!.id,
        action,
        entity: 'saving_account',
        load: (tx) => tx.select().from(accounts).where(eq(accounts.id, req.params.id)).get(),
        from: ACCOUNT_DECIDABLE_FROM,
        apply: (tx, before) => ({
          after: tx
            .update(accounts)
            .set({ status: to, decidedBy: req.staff!.id, decidedAt: nowIso() })
            .where(eq(accounts.id, before.id))
            .returning()
            .get(),
          notify: { userId: before.userId, event: { kind: 'saving-account', id: before.id, approved: action === 'approve' } },
          out: { message },
        }),
      }),
    );
  }

  serve(app, calls.totalOwed, async () => ({ total: satangToBaht(totalOwedSatang(app.db)) }));

  // ------------------------------------------------------------ deposits and withdrawals

  const joined = () =>
    app.db
      .select({ t: txs, username: memberName, customerName: customers.name, decidedByName: decider.username })
      .from(txs)
      .innerJoin(users, eq(users.id, txs.userId))
      .leftJoin(customers, eq(customers.id, users.customerId))
      .leftJoin(decider, eq(decider.id, txs.decidedBy));
  // A deposit sent with a slip used before is flagged where staff decide (lib/money-input).
  const slipUses = (ts: SavingTransaction[], viewer: Viewer) =>
    restrictSlipMatches(
      app.db,
      viewer,
      earlierSlipUses(
        app.db,
        ts.filter((t) => t.kind === 'deposit').map((t) => ({ kind: 'deposit' as const, id: t.id, proof: t.proof })),
      ),
    );
  const reads = (ts: SavingTransaction[], matches: Map<string, unknown>) =>
    slipReadings(
      app.db,
      'deposit',
      ts.filter((t) => t.kind === 'deposit').map((t) => t.id),
      (id) => matches.has(`deposit:${id}`),
    );
  const flagsOf = (ts: SavingTransaction[]) =>
    amlFlagsFor(
      app.db,
      ts.map((t) => ({ kind: 'saving' as const, id: t.id, userId: t.userId, amountSatang: t.amountSatang, createdAt: t.createdAt })),
    );
  const toRow = (
    { t, username, customerName, decidedByName }: Joined,
    viewer: Viewer,
    matches = slipUses([t], viewer),
    slipReads = reads([t], matches),
    flags = flagsOf([t]),
  ) => ({
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
    receiveBranch: t.receiveBranch,
    bank: t.bank,
    accountName: t.accountName,
    accountNumber: t.accountNumber,
    createdAt: t.createdAt,
    decidedAt: t.decidedAt,
    decidedBy: decidedByName,
    amlFlags: flags.get(`saving:${t.id}`) ?? [],
  });
  const rowOf = (id: number, viewer: Viewer) => toRow(joined().where(eq(txs.id, id)).get()!, viewer);

  serve(app, calls.transactions, async (req) => {
    const { kind, status, fulfilment, userId } = req.query;
    const conds: SQL[] = [];
    if (kind === 'withdrawal') conds.push(inArray(txs.kind, withdrawalKinds));
    else if (kind) conds.push(eq(txs.kind, kind));
    if (status) conds.push(eq(txs.status, status));
    if (fulfilment === 'open') conds.push(openFulfilment);
    else if (fulfilment === 'none') conds.push(isNull(txs.fulfilment));
    else if (fulfilment) conds.push(eq(txs.fulfilment, fulfilment));
    if (userId) conds.push(eq(txs.userId, userId));
    if (req.query.slip === 'flagged') conds.push(eq(txs.kind, 'deposit'), flaggedSlip('deposit', txs.id, txs.proof, txs.createdAt));
    const where = conds.length ? and(...conds) : undefined;
    const { limit, offset } = paging(req.query);
    const total = app.db.select({ n: count() }).from(txs).where(where).get()!.n;
    const rows = joined()
      .where(where)
      .orderBy(queueOrder(txs.id, status === 'pending' || fulfilment === 'open'))
      .limit(limit)
      .offset(offset)
      .all();
    const matches = slipUses(
      rows.map((r) => r.t),
      req.staff!,
    );
    const slipReads = reads(
      rows.map((r) => r.t),
      matches,
    );
    const flags = flagsOf(rows.map((r) => r.t));
    return {
      data: restrictClosed(
        app.db,
        req.staff!,
        rows.map((r) => toRow(r, req.staff!, matches, slipReads, flags)),
        { user: (r) => r.userId },
      ),
      total,
    };
  });

  // A withdrawal carries the member's ID card photos: opening it is logged per image (PDPA).
  serve(app, calls.transaction, async (req) => {
    const r = joined().where(eq(txs.id, req.params.id)).get();
    if (!r) throw notFound(REQUEST_NOT_FOUND);
    await immediate(app.db, (tx) =>
      logSensitiveAccess(
        tx,
        { staffId: req.staff!.id, userId: r.t.userId, entity: 'saving_transaction', entityId: r.t.id },
        { images: [r.t.idCardImage, r.t.idCardImageBack] },
      ),
    );
    return {
      ...toRow(r, req.staff!),
      idCardImage: signedUrl(app, r.t.idCardImage),
      idCardImageBack: signedUrl(app, r.t.idCardImageBack),
      balance: satangToBaht(balanceOf(app.db, r.t.userId)),
      available: satangToBaht(available(app.db, r.t.userId)),
    };
  });

  const eventKind = (t: SavingTransaction) => (t.kind === 'deposit' ? ('deposit' as const) : ('withdrawal' as const));

  serve(app, calls.approveTransaction, async (req) => {
    const staffId = req.staff!.id;
    return decide(app, {
      staffId,
      action: 'approve',
      entity: 'saving_transaction',
      load: (tx) => tx.select().from(txs).where(eq(txs.id, req.params.id)).get(),
      apply: (tx, before) => {
        const result = approveTransaction(tx, before.id, staffId);
        // decide() saw it pending in this same transaction, and approval writes the ledger row and the
        // status together: anything else is a broken invariant, not an answer for staff.
        if (result.outcome !== 'approved') throw new Error(`saving transaction ${before.id}: pending but ${result.outcome}`);
        return {
          after: { ...load(tx, before.id), ledgerId: result.ledgerId, ledgerAmountSatang: result.amountSatang },
          notify: {
            userId: before.userId,
            event: { kind: eventKind(before), id: before.id, approved: true, amountSatang: before.amountSatang },
          },
          out: { message: 'อนุมัติรายการแล้ว', balance: satangToBaht(balanceOf(tx, before.userId)) },
        };
      },
    });
  });

  serve(app, calls.rejectTransaction, async (req) => {
    const staffId = req.staff!.id;
    const note = req.body.note.trim();
    return decide(app, {
      staffId,
      action: 'reject',
      entity: 'saving_transaction',
      load: (tx) => tx.select().from(txs).where(eq(txs.id, req.params.id)).get(),
      apply: (tx, before) => {
        const result = rejectTransaction(tx, before.id, staffId, note);
        if (result.outcome !== 'rejected') throw new Error(`saving transaction ${before.id}: pending but ${result.outcome}`);
        return {
          after: load(tx, before.id),
          notify: {
            userId: before.userId,
            event: { kind: eventKind(before), id: before.id, approved: false, amountSatang: before.amountSatang, note: req.body.note },
          },
          out: { message: 'ไม่อนุมัติรายการแล้ว', balance: satangToBaht(balanceOf(tx, before.userId)) },
        };
      },
    });
  });

  /** Moves an approved withdrawal one step towards the member, audited; `set` adds what the step stores. */
  const takeStep = (
    staffId: number,
    id: number,
    step: FulfilmentStep,
    action: 'fulfil' | 'payout',
    set: (tx: Db) => Partial<SavingTransaction>,
  ) =>
    immediate(app.db, (tx) => {
      const before = load(tx, id);
      requireStep(before, step);
      refuseWhileSuspended(tx, before.userId);
      const after = tx
        .update(txs)
        .set({ fulfilment: step, ...set(tx) })
        .where(eq(txs.id, before.id))
        .returning()
        .get();
      audit(tx, staffId, action, 'saving_transaction', before.id, before, after);
    });

  // Goods: prepared, then shipped for a delivery or picked_up at the chosen branch.
  serve(app, calls.fulfil, async (req) => {
    const note = req.body.note?.trim();
    await takeStep(req.staff!.id, req.params.id, req.body.step, 'fulfil', () => (note ? { note } : {}));
    return rowOf(req.params.id, req.staff!);
  });

  // Cash: the shop transfers the money and uploads the transfer slip (kind 'proof') for the member.
  serve(app, calls.payout, async (req) => {
    const { fields, files } = await readMultipart(req, calls.payout.upload.fields, calls.payout.upload.files);
    requireFiles(files, calls.payout.upload.files);
    const image = await app.images.prepare(files.proof!, 'proof');
    const note = fields.note?.trim();
    await takeStep(req.staff!.id, req.params.id, 'transferred', 'payout', (tx) => ({
      payoutProof: app.images.store(tx, image, 'proof'),
      ...(note ? { note } : {}),
    }));
    return rowOf(req.params.id, req.staff!);
  });
};
export default routes;
