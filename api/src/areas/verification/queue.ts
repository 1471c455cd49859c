import type { FastifyInstance } from 'fastify';
import { eq, sql, type SQL } from 'drizzle-orm';
import { schema, type Db } from '@goldshop/db';
import { maskNationalId } from '../../../contract/national-id';
import type { VerificationsQuery } from '../../../contract/verification';
import { audit } from '../../lib/audit';
import { decide, type Decider } from '../../lib/decide';
import { conflict, notFound } from '../../lib/http-error';
import { immediate } from '../../lib/tx';
import { decider, memberName, queuePage } from '../../lib/queries';
import { logSensitiveAccess, signedUrl } from '../../lib/private-images';
import { nowIso } from '../../lib/dates';
import { MEMBER_TRANSITIONS, may } from './statuses';
import { restrictClosed, type Viewer } from '../../lib/restricted';

const { verificationRequests: vr, users, customers } = schema;

// The staff's verification queue: list, open (each image view logged), approve, reject.

/** Other members' requests waiting with the same national ID: staff see them before deciding either. */
const sameIdPending = sql<number>`(select count(*) from verification_requests other
  where other.national_id = ${vr.nationalId} and other.status = 'pending' and other.id <> ${vr.id})`;

const columns = {
  request: vr,
  username: memberName,
  userVerificationStatus: users.verificationStatus,
  decidedByName: decider.username,
  sameIdPending,
};
type Joined = {
  request: typeof vr.$inferSelect;
  username: string | null;
  userVerificationStatus: number;
  decidedByName: string | null;
  sameIdPending: number;
};

function toRow(r: Joined, wholeId = false) {
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
    sameIdPending: Number(r.sameIdPending),
  };
}

const joined = (db: Db) =>
  db.select(columns).from(vr).innerJoin(users, eq(users.id, vr.userId)).leftJoin(decider, eq(decider.id, vr.decidedBy));

/**
 * A page of the queue, national IDs masked (for the owner too), a closed member's personal fields masked for
 * staff. A pending queue is worked oldest first.
 */
export function listRequests(db: Db, q: VerificationsQuery, viewer: Viewer) {
  const where: SQL | undefined = q.status ? eq(vr.status, q.status) : undefined;
  const { rows, total } = queuePage(db, { table: vr, id: vr.id, where, rows: joined(db).$dynamic() }, q);
  return {
    data: restrictClosed(
      db,
      viewer,
      rows.map((r) => toRow(r)),
      { user: (r) => r.userId },
    ),
    total,
  };
}

/**
 * One request with its evidence, for whoever decides it (docs/decisions.md "Verification and personal
 * data"): both photos as signed URLs, the national ID whole while the request waits for a decision (it is
 * compared with the card's photo; masked once decided), and the claimed customer record with the phone the
 * shop has, to call before approving. Everything shown is logged before the answer leaves.
 */
export async function openRequest(app: FastifyInstance, staffId: number, id: number) {
  const r = joined(app.db).where(eq(vr.id, id)).get();
  if (!r) throw notFound('ไม่พบคำขอยืนยันตัวตน');
  const q = r.request;
  const customer = q.customerId ? app.db.select().from(customers).where(eq(customers.id, q.customerId)).get() : undefined;
  const wholeId = q.status === 'pending';
  await immediate(app.db, (tx) =>
    logSensitiveAccess(
      tx,
      { staffId, userId: q.userId, entity: 'verification_request', entityId: q.id },
      { images: [q.idCardImg, q.personalImg], nationalId: wholeId },
    ),
  );
  return {
    ...toRow(r, wholeId),
    idCardImg: signedUrl(app, q.idCardImg)!,
    personalImg: signedUrl(app, q.personalImg)!,
    customer: customer
      ? {
          id: customer.id,
          card: maskNationalId(customer.card),
          name: customer.name,
          tel: customer.tel,
          address: customer.address,
          email: customer.email,
        }
      : null,
  };
}

/** The request and its member, read inside the deciding transaction. */
function loadRequest(tx: Db, id: number) {
  const request = tx.select().from(vr).where(eq(vr.id, id)).get();
  if (!request) return undefined;
  const user = tx.select().from(users).where(eq(users.id, request.userId)).get();
  if (!user) throw notFound('ไม่พบสมาชิก');
  return { id: request.id, status: request.status, request, user };
}

/**
 * Approves: links the member to the customer record they claimed, or to the one the shop already has
 * for the card, or to a new one made from the form; the member becomes verified.
 */
export async function approveRequest(app: FastifyInstance, by: Decider, id: number): Promise<void> {
  const staffId = by.id;
  await decide(app, {
    by,
    action: 'approve',
    entity: 'verification_request',
    load: (tx) => loadRequest(tx, id),
    // A member is one person at every branch: their identity is the shop's (docs/access.md "Branches").
    branchOf: 'shop',
    memberId: ({ user }) => user.id,
    apply: (tx, { request, user }) => {
      // Only a suspended member is outside the step's states: reinstated first, then approved.
      if (!may('approve', user.verificationStatus)) throw conflict('SUSPENDED', 'สมาชิกถูกระงับการใช้งาน กรุณายกเลิกการระงับก่อน');
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
        .set({ verificationStatus: MEMBER_TRANSITIONS.approve.to, customerId: customer.id, verifyRejectReason: null })
        .where(eq(users.id, user.id))
        .returning()
        .get();
      return {
        after: { request: decided, user: after },
        notify: { userId: user.id, event: { kind: 'verification', id: request.id, approved: true } },
        out: undefined,
      };
    },
  });
}

/** Rejects with the reason the member sees on /verify; the member may ask again. */
export async function rejectRequest(app: FastifyInstance, by: Decider, id: number, reason: string): Promise<void> {
  const staffId = by.id;
  await decide(app, {
    by,
    action: 'reject',
    entity: 'verification_request',
    load: (tx) => loadRequest(tx, id),
    // A member is one person at every branch: their identity is the shop's (docs/access.md "Branches").
    branchOf: 'shop',
    apply: (tx, { request, user }) => {
      const decided = tx
        .update(vr)
        .set({ status: 'rejected', reason, decidedBy: staffId, decidedAt: nowIso() })
        .where(eq(vr.id, request.id))
        .returning()
        .get();
      const nextStatus = may('reject', user.verificationStatus) ? MEMBER_TRANSITIONS.reject.to : user.verificationStatus;
      const after = tx
        .update(users)
        .set({ verificationStatus: nextStatus, verifyRejectReason: reason })
        .where(eq(users.id, user.id))
        .returning()
        .get();
      return {
        after: { request: decided, user: after },
        notify: { userId: user.id, event: { kind: 'verification', id: request.id, approved: false, reason } },
        out: undefined,
      };
    },
  });
}
