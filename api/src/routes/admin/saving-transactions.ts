import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, count, eq, inArray, isNull, or, type SQL } from 'drizzle-orm';
import { schema, type Db } from '@goldshop/db';
import { IdParam, withErrors, EmptyBody } from '../../../contract/common';
import {
  AdminSavingTransaction,
  AdminSavingTransactionDetail,
  BalanceChangeAnswer,
  FULFILMENT,
  FulfilmentBody,
  Paged,
  PayoutFields,
  RejectBody,
  SavingTransactionsQuery,
} from '../../../contract/admin';
import { audit } from '../../lib/audit';
import { badRequest, conflict, notFound } from '../../lib/http-error';
import { satangToBaht } from '../../lib/money';
import { acceptUploads, readMultipart, requireFiles } from '../../lib/multipart';
import { immediate } from '../../lib/tx';
import { approveTransaction, available, balanceOf, rejectTransaction, type SavingTransaction } from '../../services/ledger';
import { decider, paging, queueOrder } from '../../lib/queries';
import { logSensitiveAccess, signedUrl } from '../../lib/private-images';
import { nowIso } from '../../lib/dates';

const { savingTransactions: txs, users, customers } = schema;
const WITHDRAWALS = ['withdraw_goods', 'withdraw_cash'] as const;

/** Approved withdrawals whose goods or money have not reached the member yet. */
export const openFulfilment: SQL = and(
  eq(txs.status, 'approved'),
  inArray(txs.kind, WITHDRAWALS),
  or(isNull(txs.fulfilment), eq(txs.fulfilment, FULFILMENT.prepared)),
)!;

type Joined = { t: SavingTransaction; username: string | null; customerName: string | null; decidedByName: string | null };

function load(tx: Db, id: number): SavingTransaction {
  const t = tx.select().from(txs).where(eq(txs.id, id)).get();
  if (!t) throw notFound('ไม่พบรายการ');
  return t;
}

/**
 * Savings type 1 deposits and withdrawals. Money moves only through the ledger service (one ledger row
 * per approval); this file adds the staff's audit row in the same transaction and the withdrawal's
 * progress after approval (goods prepared → delivered or picked up; cash transferred with a proof).
 */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  await acceptUploads(app);
  const joined = () =>
    app.db
      .select({ t: txs, username: users.username, customerName: customers.name, decidedByName: decider.username })
      .from(txs)
      .innerJoin(users, eq(users.id, txs.userId))
      .leftJoin(customers, eq(customers.id, users.customerId))
      .leftJoin(decider, eq(decider.id, txs.decidedBy));
  const toRow = ({ t, username, customerName, decidedByName }: Joined) => ({
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
  });

  app.get(
    '/saving/transactions',
    { schema: { querystring: SavingTransactionsQuery, response: withErrors({ 200: Paged(AdminSavingTransaction) }) } },
    async (req) => {
      const { kind, status, fulfilment, userId } = req.query;
      const conds: SQL[] = [];
      if (kind === 'withdrawal') conds.push(inArray(txs.kind, WITHDRAWALS));
      else if (kind) conds.push(eq(txs.kind, kind));
      if (status) conds.push(eq(txs.status, status));
      if (fulfilment === 'open') conds.push(openFulfilment);
      else if (fulfilment === 'none') conds.push(isNull(txs.fulfilment));
      else if (fulfilment) conds.push(eq(txs.fulfilment, fulfilment));
      if (userId) conds.push(eq(txs.userId, userId));
      const where = conds.length ? and(...conds) : undefined;
      const { limit, offset } = paging(req.query);
      const total = app.db.select({ n: count() }).from(txs).where(where).get()!.n;
      const rows = joined().where(where).orderBy(queueOrder(txs.id, status === 'pending' || fulfilment === 'open')).limit(limit).offset(offset).all();
      return { data: rows.map(toRow), total };
    },
  );

  // A withdrawal carries the member's ID card photos: opening it is logged per image (PDPA).
  app.get(
    '/saving/transactions/:id',
    { schema: { params: IdParam, response: withErrors({ 200: AdminSavingTransactionDetail }) } },
    async (req) => {
      const r = joined().where(eq(txs.id, req.params.id)).get();
      if (!r) throw notFound('ไม่พบรายการ');
      immediate(app.db, (tx) => logSensitiveAccess(tx, req.staff!.id, r.t.userId, [r.t.idCardImage, r.t.idCardImageBack]));
      return {
        ...toRow(r),
        idCardImage: signedUrl(app, r.t.idCardImage),
        idCardImageBack: signedUrl(app, r.t.idCardImageBack),
        balance: satangToBaht(balanceOf(app.db, r.t.userId)),
        available: satangToBaht(available(app.db, r.t.userId)),
      };
    },
  );

  app.post(
    '/saving/transactions/:id/approve',
    { schema: { params: IdParam, body: EmptyBody, response: withErrors({ 200: BalanceChangeAnswer }) } },
    async (req) => {
      const staffId = req.staff!.id;
      const balance = immediate(app.db, (tx) => {
        const before = load(tx, req.params.id);
        if (before.status !== 'pending') throw conflict('ALREADY_DECIDED', 'รายการนี้ถูกพิจารณาไปแล้ว');
        const result = approveTransaction(tx, before.id, staffId);
        if (result.alreadyApproved) throw conflict('ALREADY_DECIDED', 'รายการนี้ถูกพิจารณาไปแล้ว');
        const after = load(tx, before.id);
        audit(tx, staffId, 'approve', 'saving_transaction', before.id, before, { ...after, ledgerId: result.ledgerId, ledgerAmountSatang: result.amountSatang });
        app.line.notify(tx, before.userId, { kind: before.kind === 'deposit' ? 'deposit' : 'withdrawal', id: before.id, approved: true, amountSatang: before.amountSatang });
        return balanceOf(tx, before.userId);
      });
      return { message: 'อนุมัติรายการแล้ว', balance: satangToBaht(balance) };
    },
  );

  app.post(
    '/saving/transactions/:id/reject',
    { schema: { params: IdParam, body: RejectBody, response: withErrors({ 200: BalanceChangeAnswer }) } },
    async (req) => {
      const staffId = req.staff!.id;
      const balance = immediate(app.db, (tx) => {
        const before = load(tx, req.params.id);
        if (before.status !== 'pending') throw conflict('ALREADY_DECIDED', 'รายการนี้ถูกพิจารณาไปแล้ว');
        rejectTransaction(tx, before.id, staffId, req.body.note.trim());
        audit(tx, staffId, 'reject', 'saving_transaction', before.id, before, load(tx, before.id));
        app.line.notify(tx, before.userId, {
          kind: before.kind === 'deposit' ? 'deposit' : 'withdrawal', id: before.id, approved: false, amountSatang: before.amountSatang, note: req.body.note,
        });
        return balanceOf(tx, before.userId);
      });
      return { message: 'ไม่อนุมัติรายการแล้ว', balance: satangToBaht(balance) };
    },
  );

  // Goods: เตรียมสินค้า, then จัดส่งแล้ว for a delivery or รับสินค้าแล้ว for a pickup at the chosen branch.
  app.post(
    '/saving/transactions/:id/fulfilment',
    { schema: { params: IdParam, body: FulfilmentBody, response: withErrors({ 200: AdminSavingTransaction }) } },
    async (req) => {
      const { step, note } = req.body;
      immediate(app.db, (tx) => {
        const before = load(tx, req.params.id);
        if (before.kind !== 'withdraw_goods') throw badRequest('NOT_GOODS', 'รายการนี้ไม่ใช่การถอนเป็นทองคำ');
        if (before.status !== 'approved') throw conflict('NOT_APPROVED', 'ต้องอนุมัติรายการก่อน');
        const finish = before.isDelivery === 'จัดส่ง' ? FULFILMENT.shipped : FULFILMENT.pickedUp;
        if (step === FULFILMENT.prepared) {
          if (before.fulfilment !== null) throw conflict('WRONG_STEP', 'รายการนี้เตรียมสินค้าไปแล้ว');
        } else {
          if (step !== finish) {
            throw badRequest('WRONG_MODE', before.isDelivery === 'จัดส่ง' ? 'รายการนี้เลือกจัดส่ง' : `รายการนี้เลือกรับที่สาขา ${before.receiveBranch ?? ''}`.trim());
          }
          if (before.fulfilment !== FULFILMENT.prepared) {
            throw conflict('WRONG_STEP', before.fulfilment === null ? 'กรุณาเตรียมสินค้าก่อน' : 'รายการนี้เสร็จสิ้นแล้ว');
          }
        }
        const after = tx
          .update(txs)
          .set({ fulfilment: step, ...(note?.trim() ? { note: note.trim() } : {}) })
          .where(eq(txs.id, before.id))
          .returning()
          .get();
        audit(tx, req.staff!.id, 'fulfil', 'saving_transaction', before.id, before, after);
      });
      return toRow(joined().where(eq(txs.id, req.params.id)).get()!);
    },
  );

  // Cash: the shop transfers the money and uploads the transfer slip (kind 'proof') for the member.
  app.post(
    '/saving/transactions/:id/payout',
    { schema: { params: IdParam, response: withErrors({ 200: AdminSavingTransaction }) } },
    async (req) => {
      const { fields, files } = await readMultipart(req, PayoutFields, ['proof']);
      requireFiles(files, ['proof']);
      const image = await app.images.prepare(files.proof!, 'proof');
      immediate(app.db, (tx) => {
        const before = load(tx, req.params.id);
        if (before.kind !== 'withdraw_cash') throw badRequest('NOT_CASH', 'รายการนี้ไม่ใช่การถอนเป็นเงินสด');
        if (before.status !== 'approved') throw conflict('NOT_APPROVED', 'ต้องอนุมัติรายการก่อน');
        if (before.fulfilment !== null) throw conflict('ALREADY_PAID', 'รายการนี้โอนเงินแล้ว');
        const hash = app.images.store(tx, image, 'proof');
        const note = fields.note?.trim();
        const after = tx
          .update(txs)
          .set({ fulfilment: FULFILMENT.transferred, payoutProof: hash, ...(note ? { note } : {}) })
          .where(eq(txs.id, before.id))
          .returning()
          .get();
        audit(tx, req.staff!.id, 'payout', 'saving_transaction', before.id, before, after);
      });
      return toRow(joined().where(eq(txs.id, req.params.id)).get()!);
    },
  );
};
export default routes;
