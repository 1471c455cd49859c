import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, count, eq, sql, type SQL } from 'drizzle-orm';
import { schema, type Db } from '@goldshop/db';
import { IdParam, Message, withErrors } from '../../../contract/common';
import {
  AdminDownClose,
  AdminDownCloseDetail,
  AdminDownPayment,
  AdminDownRequest,
  DownApproveBody,
  DownClosesQuery,
  DownPaymentsQuery,
  DownRequestsQuery,
  Paged,
  RejectBody,
} from '../../../contract/admin';
import { audit } from '../../lib/audit';
import { badRequest, conflict, notFound } from '../../lib/http-error';
import { satangToBaht } from '../../lib/money';
import { immediate } from '../../lib/tx';
import { formBahtToSatang } from '../../lib/money';
import { logSensitiveAccess, signedUrl } from '../../lib/private-images';
import { nowIso, requireDate } from '../../lib/dates';
import { paging, queueOrder } from '../../lib/queries';

const { downRequests: requests, downPayments: payments, downCloseRequests: closes, users, customers } = schema;

const paidSatang = sql<number>`coalesce((select sum(${payments.amountSatang}) from ${payments} where ${payments.downId} = ${requests.id} and ${payments.status} = 'approved'), 0)`;

function loadRequest(tx: Db, id: number) {
  const r = tx.select().from(requests).where(eq(requests.id, id)).get();
  if (!r) throw notFound('ไม่พบคำขอออมทองแบบที่ 2');
  return r;
}

/**
 * Savings type 2 (ดาวน์ทอง): requests 'รออนุมัติ' → 'อนุมัติ' (with the product and the agreed amount and
 * dates) or 'ไม่อนุมัติ'; instalments approved or rejected; close requests complete the contract
 * ('ปิดสัญญา') or send it back to 'อนุมัติ'.
 */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  // ------------------------------------------------------------ requests
  app.get(
    '/down/requests',
    { schema: { querystring: DownRequestsQuery, response: withErrors({ 200: Paged(AdminDownRequest) }) } },
    async (req) => {
      const where: SQL | undefined = req.query.status ? eq(requests.status, req.query.status) : undefined;
      const { limit, offset } = paging(req.query);
      const total = app.db.select({ n: count() }).from(requests).where(where).get()!.n;
      const rows = app.db
        .select({ r: requests, username: users.username, customerName: customers.name, paid: paidSatang })
        .from(requests)
        .innerJoin(users, eq(users.id, requests.userId))
        .leftJoin(customers, eq(customers.id, users.customerId))
        .where(where)
        .orderBy(queueOrder(requests.id, req.query.status === 'รออนุมัติ'))
        .limit(limit)
        .offset(offset)
        .all();
      return {
        data: rows.map(({ r, username, customerName, paid }) => ({
          id: r.id,
          userId: r.userId,
          username,
          customerName,
          Status: r.status,
          Prod_type: r.prodType,
          ApprovedAmount: r.approvedAmountSatang === null ? null : satangToBaht(r.approvedAmountSatang),
          StartDate: r.startDate,
          EndDate: r.endDate,
          note: r.note,
          paid: satangToBaht(Number(paid)),
          createdAt: r.createdAt,
          decidedAt: r.decidedAt,
        })),
        total,
      };
    },
  );

  app.post(
    '/down/requests/:id/approve',
    { schema: { params: IdParam, body: DownApproveBody, response: withErrors({ 200: Message }) } },
    async (req) => {
      const b = req.body;
      const amount = formBahtToSatang(b.ApprovedAmount, 'ApprovedAmount');
      if (amount <= 0) throw badRequest('BAD_AMOUNT', 'จำนวนเงินต้องมากกว่า 0');
      const start = requireDate(b.StartDate, 'StartDate');
      const end = requireDate(b.EndDate, 'EndDate');
      if (start > end) throw badRequest('BAD_DATES', 'วันเริ่มต้องไม่หลังวันสิ้นสุด');
      immediate(app.db, (tx) => {
        const before = loadRequest(tx, req.params.id);
        if (before.status !== 'รออนุมัติ') throw conflict('ALREADY_DECIDED', 'คำขอนี้ถูกพิจารณาไปแล้ว');
        const after = tx
          .update(requests)
          .set({
            status: 'อนุมัติ',
            prodType: b.Prod_type.trim(),
            approvedAmountSatang: amount,
            startDate: start,
            endDate: end,
            decidedBy: req.staff!.id,
            decidedAt: nowIso(),
          })
          .where(eq(requests.id, before.id))
          .returning()
          .get();
        audit(tx, req.staff!.id, 'approve', 'down_request', before.id, before, after);
        app.line.notify(tx, before.userId, { kind: 'down-request', id: before.id, approved: true });
      });
      return { message: 'อนุมัติคำขอแล้ว' };
    },
  );

  app.post(
    '/down/requests/:id/reject',
    { schema: { params: IdParam, body: RejectBody, response: withErrors({ 200: Message }) } },
    async (req) => {
      immediate(app.db, (tx) => {
        const before = loadRequest(tx, req.params.id);
        if (before.status !== 'รออนุมัติ') throw conflict('ALREADY_DECIDED', 'คำขอนี้ถูกพิจารณาไปแล้ว');
        const after = tx
          .update(requests)
          .set({ status: 'ไม่อนุมัติ', note: req.body.note.trim(), decidedBy: req.staff!.id, decidedAt: nowIso() })
          .where(eq(requests.id, before.id))
          .returning()
          .get();
        audit(tx, req.staff!.id, 'reject', 'down_request', before.id, before, after);
        app.line.notify(tx, before.userId, { kind: 'down-request', id: before.id, approved: false, note: req.body.note });
      });
      return { message: 'ไม่อนุมัติคำขอแล้ว' };
    },
  );

  // ------------------------------------------------------------ payments
  app.get(
    '/down/payments',
    { schema: { querystring: DownPaymentsQuery, response: withErrors({ 200: Paged(AdminDownPayment) }) } },
    async (req) => {
      const conds: SQL[] = [];
      if (req.query.status) conds.push(eq(payments.status, req.query.status));
      if (req.query.downId) conds.push(eq(payments.downId, req.query.downId));
      const where = conds.length ? and(...conds) : undefined;
      const { limit, offset } = paging(req.query);
      const total = app.db.select({ n: count() }).from(payments).where(where).get()!.n;
      const rows = app.db
        .select({ p: payments, username: users.username })
        .from(payments)
        .innerJoin(users, eq(users.id, payments.userId))
        .where(where)
        .orderBy(queueOrder(payments.id, req.query.status === 'pending'))
        .limit(limit)
        .offset(offset)
        .all();
      return {
        data: rows.map(({ p, username }) => ({
          id: p.id,
          downId: p.downId,
          userId: p.userId,
          username,
          amount: satangToBaht(p.amountSatang),
          status: p.status,
          note: p.note,
          proof: signedUrl(app, p.proof),
          createdAt: p.createdAt,
          decidedAt: p.decidedAt,
        })),
        total,
      };
    },
  );

  const decidePayment = (action: 'approve' | 'reject') =>
    app.post(
      `/down/payments/:id/${action}`,
      { schema: { params: IdParam, ...(action === 'reject' ? { body: RejectBody } : {}), response: withErrors({ 200: Message }) } },
      async (req) => {
        const note = action === 'reject' ? (req.body as RejectBody).note.trim() : null;
        immediate(app.db, (tx) => {
          const before = tx.select().from(payments).where(eq(payments.id, req.params.id)).get();
          if (!before) throw notFound('ไม่พบรายการชำระเงิน');
          if (before.status !== 'pending') throw conflict('ALREADY_DECIDED', 'รายการนี้ถูกพิจารณาไปแล้ว');
          const after = tx
            .update(payments)
            .set({ status: action === 'approve' ? 'approved' : 'rejected', note, decidedBy: req.staff!.id, decidedAt: nowIso() })
            .where(eq(payments.id, before.id))
            .returning()
            .get();
          audit(tx, req.staff!.id, action, 'down_payment', before.id, before, after);
          app.line.notify(tx, before.userId, { kind: 'down-payment', id: before.id, approved: action === 'approve', amountSatang: before.amountSatang, note });
        });
        return { message: action === 'approve' ? 'อนุมัติการชำระเงินแล้ว' : 'ไม่อนุมัติการชำระเงินแล้ว' };
      },
    );
  decidePayment('approve');
  decidePayment('reject');

  // ------------------------------------------------------------ close requests
  const closeRows = () =>
    app.db
      .select({ c: closes, username: users.username, downStatus: requests.status })
      .from(closes)
      .innerJoin(users, eq(users.id, closes.userId))
      .innerJoin(requests, eq(requests.id, closes.downId));
  const toClose = ({ c, username, downStatus }: { c: typeof closes.$inferSelect; username: string | null; downStatus: string }) => ({
    id: c.id,
    downId: c.downId,
    userId: c.userId,
    username,
    downStatus,
    status: c.status,
    note: c.note,
    createdAt: c.createdAt,
    decidedAt: c.decidedAt,
  });

  app.get(
    '/down/closes',
    { schema: { querystring: DownClosesQuery, response: withErrors({ 200: Paged(AdminDownClose) }) } },
    async (req) => {
      const where: SQL | undefined = req.query.status ? eq(closes.status, req.query.status) : undefined;
      const { limit, offset } = paging(req.query);
      const total = app.db.select({ n: count() }).from(closes).where(where).get()!.n;
      const rows = closeRows().where(where).orderBy(queueOrder(closes.id, req.query.status === 'pending')).limit(limit).offset(offset).all();
      return { data: rows.map(toClose), total };
    },
  );

  app.get(
    '/down/closes/:id',
    { schema: { params: IdParam, response: withErrors({ 200: AdminDownCloseDetail }) } },
    async (req) => {
      const r = closeRows().where(eq(closes.id, req.params.id)).get();
      if (!r) throw notFound('ไม่พบคำขอปิดสัญญา');
      immediate(app.db, (tx) => logSensitiveAccess(tx, req.staff!.id, r.c.userId, [r.c.idCardImage, r.c.idCardImageBack]));
      return { ...toClose(r), idCardImage: signedUrl(app, r.c.idCardImage)!, idCardImageBack: signedUrl(app, r.c.idCardImageBack)! };
    },
  );

  const decideClose = (action: 'complete' | 'reject') =>
    app.post(
      `/down/closes/:id/${action}`,
      { schema: { params: IdParam, ...(action === 'reject' ? { body: RejectBody } : {}), response: withErrors({ 200: Message }) } },
      async (req) => {
        const note = action === 'reject' ? (req.body as RejectBody).note.trim() : null;
        immediate(app.db, (tx) => {
          const before = tx.select().from(closes).where(eq(closes.id, req.params.id)).get();
          if (!before) throw notFound('ไม่พบคำขอปิดสัญญา');
          if (before.status !== 'pending') throw conflict('ALREADY_DECIDED', 'คำขอนี้ถูกพิจารณาไปแล้ว');
          const contract = loadRequest(tx, before.downId);
          if (contract.status !== 'รอปิดสัญญา') throw conflict('WRONG_STATE', 'สัญญานี้ไม่ได้อยู่ในสถานะรอปิดสัญญา');
          const after = tx
            .update(closes)
            .set({ status: action === 'complete' ? 'approved' : 'rejected', note, decidedBy: req.staff!.id, decidedAt: nowIso() })
            .where(eq(closes.id, before.id))
            .returning()
            .get();
          const contractAfter = tx
            .update(requests)
            .set({ status: action === 'complete' ? 'ปิดสัญญา' : 'อนุมัติ' })
            .where(eq(requests.id, contract.id))
            .returning()
            .get();
          audit(tx, req.staff!.id, action, 'down_close_request', before.id, { close: before, request: contract }, { close: after, request: contractAfter });
          app.line.notify(tx, before.userId, { kind: 'down-close', id: before.id, approved: action === 'complete', note });
        });
        return { message: action === 'complete' ? 'ปิดสัญญาเรียบร้อยแล้ว' : 'ไม่อนุมัติการปิดสัญญา สัญญากลับเป็นอนุมัติ' };
      },
    );
  decideClose('complete');
  decideClose('reject');
};
export default routes;
