import type { FastifyInstance } from 'fastify';
import { and, desc, eq, inArray, notInArray } from 'drizzle-orm';
import { schema, type Db } from '@goldshop/db';
import type { ProcessedImage } from '../../lib/image-processing';
import { releaseSlip } from '../../lib/slips/claims';
import type { DownApproveBody, DownAskBody, DownRequest } from '../../../contract/down';
import { DOWN_STATUS_TEXT } from '../../../contract/lifecycles';
import { branchForMember, branchNames } from '../../lib/branches';
import { decide, type Decider } from '../../lib/decide';
import { nowIso, requireDate } from '../../lib/dates';
import { badRequest, conflict, notFound } from '../../lib/http-error';
import { formBahtToSatang, satangToBaht } from '../../lib/money';
import { bangkokToday } from '../../lib/dates';
import { nextInstalment } from './schedule';
import { settlePickup } from '../../lib/pickup-close';
import { immediate } from '../../lib/tx';
import { recheckMember, type MemberAuth } from '../../plugins/auth';
import {
  allows,
  ASK_CLOSE,
  CLOSE_ASKED,
  CLOSE_DECISIONS,
  FINISHED,
  PAYABLE,
  PAYMENT_APPROVABLE,
  PAYMENT_DECISIONS,
  REQUEST_DECISIONS,
} from './lifecycle';

// A type 2 contract's writes (the member's ask, instalments and close request; the staff's decisions) and
// the member's reads. Every write is one immediate transaction; staff decisions go through decide().

const { downRequests: requests, downPayments: payments, downCloseRequests: closes } = schema;

/** The member's own type 2 request, or 404: another member's id answers exactly like a missing one. */
export function ownRequest(db: Db, userId: number, downId: number) {
  const row = db
    .select()
    .from(requests)
    .where(and(eq(requests.id, downId), eq(requests.userId, userId)))
    .get();
  if (!row) throw notFound('ไม่พบคำขอออมทองประเภทที่ 2');
  return row;
}

/** Every request of the member, newest first. */
export const memberRequests = (db: Db, userId: number) =>
  db.select().from(requests).where(eq(requests.userId, userId)).orderBy(desc(requests.id)).all();

type RequestRow = typeof requests.$inferSelect;
type ProductRow = typeof schema.products.$inferSelect;

/** The product a request asked for, if it still exists (products may be deleted: no foreign key). */
export const askedProductOf = (db: Db, r: RequestRow): ProductRow | undefined =>
  r.askedProductId === null ? undefined : db.select().from(schema.products).where(eq(schema.products.id, r.askedProductId)).get();

/** What the member asked for, in words: "GN-101 (1 บาท) · ลายสี่เสา", or null when they said nothing. */
function askedText(db: Db, r: RequestRow): string | null {
  const product = askedProductOf(db, r);
  const parts = [
    product ? `${product.code} (${product.weight} ${product.unit})` : r.askedProductId !== null ? `สินค้ารหัส ${r.askedProductId}` : null,
    r.askedNote,
  ];
  const text = parts.filter(Boolean).join(' · ');
  return text || null;
}

/** Approved and waiting instalments of a request, in satang, and the waiting ones themselves. */
export function instalmentSums(db: Db, downId: number) {
  const rows = db
    .select({ id: payments.id, status: payments.status, amount: payments.amountSatang })
    .from(payments)
    .where(eq(payments.downId, downId))
    .all();
  const sum = (status: string) => rows.filter((p) => p.status === status).reduce((a, p) => a + p.amount, 0);
  return { approved: sum('approved'), pending: sum('pending'), waiting: rows.filter((p) => p.status === 'pending') };
}

export const bahtText = (satang: number) =>
  satangToBaht(satang).toLocaleString('en-US', { minimumFractionDigits: satang % 100 ? 2 : 0, maximumFractionDigits: 2 });
/** "#12 1,000 บาท, #13 500 บาท": the instalments still waiting, named so the member and staff know which. */
const waitingText = (waiting: { id: number; amount: number }[]) => waiting.map((p) => `#${p.id} ${bahtText(p.amount)} บาท`).join(', ');
const refuseWhileWaiting = (waiting: { id: number; amount: number }[], what: string) => {
  if (waiting.length) throw conflict('INSTALMENTS_PENDING', `ยังมีการชำระเงินที่รอร้านตรวจสอบ (${waitingText(waiting)}) ${what}`);
};

/** The member's requests as contracts (get-req (docs/product.md "The calls"), with our summary fields), newest first. */
export function memberContracts(db: Db, userId: number, today = bangkokToday()): DownRequest[] {
  const branchName = branchNames(db);
  return memberRequests(db, userId).map((r) => {
    const sums = instalmentSums(db, r.id);
    const total = r.approvedAmountSatang;
    const next =
      allows(PAYABLE, r.status) && total !== null && r.startDate && r.endDate
        ? nextInstalment({
            totalSatang: total,
            startDate: r.startDate,
            endDate: r.endDate,
            sentSatang: sums.approved + sums.pending,
            today,
          })
        : null;
    return {
      down_id: r.id,
      DateColumn: r.createdAt,
      Status: DOWN_STATUS_TEXT[r.status],
      statusCode: r.status,
      Prod_type: r.prodType,
      ApprovedAmount: total === null ? null : satangToBaht(total),
      StartDate: r.startDate,
      EndDate: r.endDate,
      Asked: askedText(db, r),
      Paid: satangToBaht(sums.approved),
      PendingPaid: satangToBaht(sums.pending),
      // Never clamped: an overpaid contract shows a negative remainder rather than a reassuring 0.
      Remaining: total === null ? null : satangToBaht(total - sums.approved),
      NextInstalment: next && { dueDate: next.dueDate, amount: satangToBaht(next.amountSatang), daysOverdue: next.daysOverdue },
      Note: r.note,
      branch_id: r.branchId,
      branch: branchName(r.branchId) ?? '',
    };
  });
}

/** The instalments of one of the member's own requests, newest first. */
export function memberPayments(db: Db, userId: number, downId: number) {
  const down = ownRequest(db, userId, downId);
  return db.select().from(payments).where(eq(payments.downId, down.id)).orderBy(desc(payments.id)).all();
}

/** A new request, with what the member wants when they said, at the branch they chose (lib/branches.ts); one open request at a time. */
export function askForContract(db: Db, member: MemberAuth, ask: DownAskBody): Promise<number> {
  const note = ask?.note?.trim() || null;
  const userId = member.id;
  return immediate(db, (tx) => {
    recheckMember(tx, member);
    const open = tx
      .select({ id: requests.id })
      .from(requests)
      .where(and(eq(requests.userId, userId), notInArray(requests.status, [...FINISHED])))
      .get();
    if (open) throw conflict('DOWN_REQUEST_OPEN', 'คุณมีคำขอออมทองประเภทที่ 2 ที่ยังดำเนินการอยู่แล้ว');
    const productId = ask?.productId ?? null;
    if (productId !== null && !tx.select({ id: schema.products.id }).from(schema.products).where(eq(schema.products.id, productId)).get()) {
      throw badRequest('UNKNOWN_PRODUCT', 'ไม่พบสินค้าที่เลือก กรุณาเลือกใหม่');
    }
    const branchId = branchForMember(tx, userId, ask?.branch_id);
    return tx.insert(requests).values({ userId, branchId, askedProductId: productId, askedNote: note }).returning({ id: requests.id }).get()
      .id;
  });
}

/**
 * 'ขอจบสัญญา': the close request and the contract's move to closing are written together, so a second
 * ask is a 409.
 */
export function askToClose(
  app: FastifyInstance,
  p: { member: MemberAuth; downId: number; front: ProcessedImage; back: ProcessedImage },
): Promise<number> {
  const userId = p.member.id;
  return immediate(app.db, (tx) => {
    recheckMember(tx, p.member);
    const down = ownRequest(tx, userId, p.downId);
    if (allows(CLOSE_ASKED, down.status)) throw conflict('DOWN_ALREADY_CLOSING', 'ได้ยื่นขอจบสัญญานี้ไว้แล้ว');
    if (!allows(ASK_CLOSE.from, down.status)) throw conflict('DOWN_NOT_APPROVED', 'คำขอนี้ยังไม่ได้รับอนุมัติ');
    refuseWhileWaiting(instalmentSums(tx, down.id).waiting, 'กรุณารอให้ร้านตรวจสอบก่อนขอจบสัญญา');
    const row = tx
      .insert(closes)
      .values({
        downId: down.id,
        userId: userId,
        idCardImage: app.images.store(tx, p.front, 'id_card'),
        idCardImageBack: app.images.store(tx, p.back, 'id_card'),
      })
      .returning({ id: closes.id })
      .get();
    tx.update(requests)
      .set({ status: ASK_CLOSE.to })
      .where(and(eq(requests.id, down.id), inArray(requests.status, [...ASK_CLOSE.from])))
      .run();
    return row.id;
  });
}

/** The staff's approval terms, checked: a positive amount in whole satang and a start not after the end. */
function approvalTerms(b: DownApproveBody) {
  const amount = formBahtToSatang(b.ApprovedAmount, 'ApprovedAmount');
  if (amount <= 0) throw badRequest('BAD_AMOUNT', 'จำนวนเงินต้องมากกว่า 0');
  const startDate = requireDate(b.StartDate, 'StartDate');
  const endDate = requireDate(b.EndDate, 'EndDate');
  if (startDate > endDate) throw badRequest('BAD_DATES', 'วันเริ่มต้องไม่หลังวันสิ้นสุด');
  return { prodType: b.Prod_type.trim(), approvedAmountSatang: amount, startDate, endDate };
}

/** The branch keeping a type 2 contract (docs/access.md "Branches"); null when there is no such contract. */
export const downBranchOf = (tx: Db, downId: number): number | null =>
  tx.select({ b: requests.branchId }).from(requests).where(eq(requests.id, downId)).get()?.b ?? null;

/**
 * Approves a request with what the member saves for (the product, the amount and the period) or rejects it
 * with the reason the member sees.
 */
export function decideRequest(
  app: FastifyInstance,
  by: Decider,
  id: number,
  decision: { action: 'approve'; terms: DownApproveBody } | { action: 'reject'; note: string },
): Promise<string> {
  const move = REQUEST_DECISIONS[decision.action];
  const approved = decision.action === 'approve';
  // Terms are checked before the transaction: a bad amount or date is a 400 whatever the request's state.
  const change = decision.action === 'approve' ? approvalTerms(decision.terms) : { note: decision.note };
  return decide(app, {
    by,
    action: decision.action,
    entity: 'down_request',
    load: (tx) => tx.select().from(requests).where(eq(requests.id, id)).get(),
    branchOf: (_tx, r) => r.branchId,
    from: move.from,
    apply: (tx, before) => {
      const after = tx
        .update(requests)
        .set({ status: move.to, ...change, decidedBy: by.id, decidedAt: nowIso() })
        .where(eq(requests.id, before.id))
        .returning()
        .get();
      return {
        after,
        notify: {
          userId: before.userId,
          event: { kind: 'down-request', id: before.id, approved, note: 'note' in change ? change.note : null },
        },
        out: move.message,
      };
    },
  });
}

/**
 * An instalment is approved only into a contract that still runs and has room for it: approved instalments
 * never add up past the agreed amount (an overpayment is refused where staff decide, never hidden later).
 */
function requireRoomFor(tx: Db, payment: typeof payments.$inferSelect): void {
  const down = tx.select().from(requests).where(eq(requests.id, payment.downId)).get();
  if (!down || !allows(PAYMENT_APPROVABLE, down.status) || down.approvedAmountSatang === null) {
    throw conflict('DOWN_NOT_OPEN', 'สัญญานี้ปิดแล้วหรือยังไม่ได้รับอนุมัติ จึงอนุมัติการชำระไม่ได้ กรุณาปฏิเสธรายการนี้');
  }
  const over = instalmentSums(tx, down.id).approved + payment.amountSatang - down.approvedAmountSatang;
  if (over > 0) throw conflict('OVERPAYMENT', `อนุมัติไม่ได้: ยอดนี้ทำให้ยอดชำระเกินยอดสัญญา ${bahtText(over)} บาท กรุณาปฏิเสธและแจ้งสมาชิก`);
}

/** Approves or rejects an instalment (a rejection carries the note the member sees). */
export function decidePayment(
  app: FastifyInstance,
  by: Decider,
  id: number,
  action: keyof typeof PAYMENT_DECISIONS,
  note: string | null,
): Promise<string> {
  const d = PAYMENT_DECISIONS[action];
  return decide(app, {
    by,
    action,
    entity: 'down_payment',
    load: (tx) => tx.select().from(payments).where(eq(payments.id, id)).get(),
    branchOf: (tx, p) => downBranchOf(tx, p.downId),
    apply: (tx, before) => {
      if (action === 'approve') requireRoomFor(tx, before);
      const after = tx
        .update(payments)
        .set({ status: d.to, note, decidedBy: by.id, decidedAt: nowIso() })
        .where(eq(payments.id, before.id))
        .returning()
        .get();
      // A rejected instalment lets its transfer go: the member may send the same slip again, corrected.
      if (d.to === 'rejected') releaseSlip(tx, 'instalment', before.id);
      return {
        after,
        notify: {
          userId: before.userId,
          event: { kind: 'down-payment', id: before.id, approved: d.to === 'approved', amountSatang: before.amountSatang, note },
        },
        out: d.message,
      };
    },
  });
}

/**
 * Completes a close request (the contract is closed) or rejects it (the contract is back in force). The
 * contract must still be waiting to close; the audit row keeps the request and its contract. `also` runs in the
 * same transaction (a booked pickup marked handed over with it, areas/pickups).
 */
export function decideClose(
  app: FastifyInstance,
  by: Decider,
  id: number,
  action: keyof typeof CLOSE_DECISIONS,
  note: string | null,
  also?: (tx: Db) => void,
): Promise<string> {
  const d = CLOSE_DECISIONS[action];
  return decide(app, {
    by,
    action,
    entity: 'down_close_request',
    load: (tx) => {
      const row = tx
        .select({ close: closes, request: requests })
        .from(closes)
        .innerJoin(requests, eq(requests.id, closes.downId))
        .where(eq(closes.id, id))
        .get();
      return row && { id: row.close.id, status: row.close.status, ...row };
    },
    branchOf: (_tx, { request }) => request.branchId,
    memberId: ({ close }) => close.userId,
    apply: (tx, { close, request }) => {
      if (!allows(d.contract.from, request.status)) throw conflict('WRONG_STATE', 'สัญญานี้ไม่ได้อยู่ในสถานะรอปิดสัญญา');
      if (action === 'complete') refuseWhileWaiting(instalmentSums(tx, request.id).waiting, 'กรุณาตรวจสอบรายการเหล่านี้ก่อนปิดสัญญา');
      also?.(tx);
      // The piece handed over (from the close queue or the pickup day), or nothing left to collect.
      settlePickup(tx, 'down-close', close.id, by.id, action === 'complete' ? 'handed_over' : 'cancelled');
      const closeAfter = tx
        .update(closes)
        .set({ status: d.request, note, decidedBy: by.id, decidedAt: nowIso() })
        .where(eq(closes.id, close.id))
        .returning()
        .get();
      const requestAfter = tx.update(requests).set({ status: d.contract.to }).where(eq(requests.id, request.id)).returning().get();
      return {
        after: { close: closeAfter, request: requestAfter },
        notify: { userId: close.userId, event: { kind: 'down-close', id: close.id, approved: action === 'complete', note } },
        out: d.message,
      };
    },
  });
}
