import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { and, count, eq, type SQL } from 'drizzle-orm';
import { schema, type Db } from '@goldshop/db';
import { IdParam, Message, withErrors, EmptyBody } from '../../../contract/common';
import { AdminVerification, AdminVerificationDetail, PageQuery, Paged, StatusQuery, VerifyRejectBody } from '../../../contract/admin';
import { audit } from '../../lib/audit';
import { conflict, notFound } from '../../lib/http-error';
import { maskNationalId } from '../../lib/national-id';
import { immediate } from '../../lib/tx';
import { decider, paging, queueOrder } from '../../lib/queries';
import { logSensitiveAccess, signedUrl } from '../../lib/private-images';
import { nowIso } from '../../lib/dates';

const { verificationRequests: vr, users, customers } = schema;

const columns = {
  request: vr,
  username: users.username,
  userVerificationStatus: users.verificationStatus,
  decidedByName: decider.username,
};
type Joined = { request: typeof vr.$inferSelect; username: string | null; userVerificationStatus: number; decidedByName: string | null };

function toRow(r: Joined, wholeId: boolean) {
  const q = r.request;
  return {
    id: q.id,
    userId: q.userId,
    username: r.username,
    kind: q.customerId ? ('existing' as const) : ('new' as const),
    customerId: q.customerId,
    nationalId: wholeId ? q.nationalId : maskNationalId(q.nationalId),
    fullName: q.fullName,
    phoneNumber: q.phoneNumber,
    address: q.address,
    email: q.email,
    status: q.status,
    reason: q.reason,
    userVerificationStatus: r.userVerificationStatus,
    consentAt: q.consentAt,
    createdAt: q.createdAt,
    decidedAt: q.decidedAt,
    decidedBy: r.decidedByName,
  };
}

/** Loads a pending request and its member inside the deciding transaction, or answers 404/409. */
function pendingRequest(tx: Db, id: number) {
  const req = tx.select().from(vr).where(eq(vr.id, id)).get();
  if (!req) throw notFound('ไม่พบคำขอยืนยันตัวตน');
  if (req.status !== 'pending') throw conflict('ALREADY_DECIDED', 'คำขอนี้ถูกพิจารณาไปแล้ว');
  const user = tx.select().from(users).where(eq(users.id, req.userId)).get();
  if (!user) throw notFound('ไม่พบสมาชิก');
  return { req, user };
}

/** Identity verification queue (SPEC §4 verificationStatus transitions, which the spec leaves to staff). */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  const base = () =>
    app.db.select(columns).from(vr).innerJoin(users, eq(users.id, vr.userId)).leftJoin(decider, eq(decider.id, vr.decidedBy));

  app.get(
    '/verifications',
    { schema: { querystring: Type.Composite([PageQuery, StatusQuery]), response: withErrors({ 200: Paged(AdminVerification) }) } },
    async (req) => {
      const where: SQL | undefined = req.query.status ? eq(vr.status, req.query.status) : undefined;
      const { limit, offset } = paging(req.query);
      const total = app.db.select({ n: count() }).from(vr).where(where).get()!.n;
      const rows = base().where(where).orderBy(queueOrder(vr.id, req.query.status === 'pending')).limit(limit).offset(offset).all();
      const owner = req.staff!.role === 'owner';
      return { data: rows.map((r) => toRow(r, owner)), total };
    },
  );

  // Opening a request shows the ID card and the selfie: each view is logged before the URLs leave.
  app.get(
    '/verifications/:id',
    { schema: { params: IdParam, response: withErrors({ 200: AdminVerificationDetail }) } },
    async (req) => {
      const r = base().where(eq(vr.id, req.params.id)).get();
      if (!r) throw notFound('ไม่พบคำขอยืนยันตัวตน');
      const q = r.request;
      const customer = q.customerId ? app.db.select().from(customers).where(eq(customers.id, q.customerId)).get() : undefined;
      immediate(app.db, (tx) => logSensitiveAccess(tx, req.staff!.id, q.userId, [q.idCardImg, q.personalImg]));
      return {
        ...toRow(r, true),
        idCardImg: signedUrl(app, q.idCardImg)!,
        personalImg: signedUrl(app, q.personalImg)!,
        customer: customer
          ? { id: customer.id, card: customer.card, name: customer.name, tel: customer.tel, address: customer.address, email: customer.email }
          : null,
      };
    },
  );

  app.post(
    '/verifications/:id/approve',
    { schema: { params: IdParam, body: EmptyBody, response: withErrors({ 200: Message }) } },
    async (req) => {
      const staffId = req.staff!.id;
      immediate(app.db, (tx) => {
        const { req: request, user } = pendingRequest(tx, req.params.id);
        if (user.verificationStatus === 99) throw conflict('SUSPENDED', 'สมาชิกถูกระงับการใช้งาน กรุณายกเลิกการระงับก่อน');
        if (user.customerId) throw conflict('ALREADY_LINKED', 'สมาชิกนี้ยืนยันตัวตนแล้ว');
        let customer = request.customerId
          ? tx.select().from(customers).where(eq(customers.id, request.customerId)).get()
          : tx.select().from(customers).where(eq(customers.card, request.nationalId)).get();
        if (request.customerId && !customer) throw notFound('ไม่พบข้อมูลลูกค้า');
        // Another member may have been approved for the same card since this request was made.
        if (customer) {
          const holder = tx.select({ id: users.id }).from(users).where(eq(users.customerId, customer.id)).get();
          if (holder) throw conflict('CARD_LINKED', 'เลขบัตรประชาชนนี้ถูกผูกกับสมาชิกอื่นแล้ว');
        } else {
          customer = tx
            .insert(customers)
            .values({
              card: request.nationalId,
              name: request.fullName ?? '',
              tel: request.phoneNumber ?? '',
              address: request.address ?? '',
              email: request.email || null,
            })
            .returning()
            .get();
          audit(tx, staffId, 'create', 'customer', customer.id, null, customer);
        }
        const decided = tx
          .update(vr)
          .set({ status: 'approved', reason: null, decidedBy: staffId, decidedAt: nowIso() })
          .where(eq(vr.id, request.id))
          .returning()
          .get();
        const after = tx
          .update(users)
          .set({ verificationStatus: 2, customerId: customer.id, verifyRejectReason: null })
          .where(eq(users.id, user.id))
          .returning()
          .get();
        audit(tx, staffId, 'approve', 'verification_request', request.id, { request, user }, { request: decided, user: after });
        app.line.notify(tx, user.id, { kind: 'verification', id: request.id, approved: true });
      });
      return { message: 'อนุมัติการยืนยันตัวตนแล้ว' };
    },
  );

  app.post(
    '/verifications/:id/reject',
    { schema: { params: IdParam, body: VerifyRejectBody, response: withErrors({ 200: Message }) } },
    async (req) => {
      const staffId = req.staff!.id;
      const reason = req.body.reason.trim();
      immediate(app.db, (tx) => {
        const { req: request, user } = pendingRequest(tx, req.params.id);
        const decided = tx
          .update(vr)
          .set({ status: 'rejected', reason, decidedBy: staffId, decidedAt: nowIso() })
          .where(eq(vr.id, request.id))
          .returning()
          .get();
        // Back to "not verified" with the reason shown on /verify; a suspended or already verified
        // member keeps that state (a stale duplicate request must not undo it).
        const nextStatus = user.verificationStatus === 1 || user.verificationStatus === 0 ? 0 : user.verificationStatus;
        const after = tx
          .update(users)
          .set({ verificationStatus: nextStatus, verifyRejectReason: reason })
          .where(and(eq(users.id, user.id)))
          .returning()
          .get();
        audit(tx, staffId, 'reject', 'verification_request', request.id, { request, user }, { request: decided, user: after });
        app.line.notify(tx, user.id, { kind: 'verification', id: request.id, approved: false, reason });
      });
      return { message: 'ปฏิเสธการยืนยันตัวตนแล้ว' };
    },
  );
};
export default routes;
