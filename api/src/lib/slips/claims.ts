import { and, asc, eq, inArray } from 'drizzle-orm';
import { schema, type Db } from '@goldshop/db';
import type { SlipPaymentKind } from '@goldshop/db/enums';
import { conflict } from '../http-error';
import type { SlipRead } from './read-qr';

const { paymentSlips: slips } = schema;

/**
 * The refusal of a transfer that already pays something. It never says whose or where: that would tell a
 * stranger holding someone's slip that it is in use at this shop.
 */
export const SLIP_USED_MESSAGE = 'สลิปนี้ถูกใช้ชำระเงินไปแล้ว ไม่สามารถใช้ซ้ำได้ กรุณาแนบสลิปของการโอนครั้งนี้';

export interface SlipClaim {
  kind: SlipPaymentKind;
  paymentId: number;
  userId: number;
  /** The stored slip picture's hash. */
  image: string;
  read: SlipRead;
  /** Whether the verification service will be asked about this slip (configured, and a QR was read). */
  check: boolean;
}

/**
 * Records the slip of a payment just inserted, in the payment's own immediate transaction
 * (docs/decisions.md "One transfer pays once"): a transfer already paying a standing payment —
 * any member's, any flow's — or one another member sent before is refused, and the whole payment with it.
 * Every transfer whose QR stands in the picture is claimed (the slip's own, seq 0, and any other, seq 1 …),
 * so a used slip's QR pasted beside a fresh one is refused, and a fresh one pasted beside it cannot pay
 * again later. The member's own rejected payment does not hold a transfer: they may send the same slip
 * again, corrected. The partial UNIQUE index on (bank, trans_ref) is the last word should any path skip this.
 */
export function claimSlip(tx: Db, c: SlipClaim): void {
  const own = c.read.qr === 'read' && c.read.bank && c.read.transRef ? [{ bank: c.read.bank, transRef: c.read.transRef }] : [];
  const transfers = [...own, ...c.read.others];
  for (const { bank, transRef } of transfers) {
    const holders = tx
      .select({ active: slips.active, userId: slips.userId })
      .from(slips)
      .where(and(eq(slips.bank, bank), eq(slips.transRef, transRef)))
      .all();
    if (holders.some((h) => h.active || h.userId !== c.userId)) throw conflict('SLIP_ALREADY_USED', SLIP_USED_MESSAGE);
  }
  const row = { kind: c.kind, paymentId: c.paymentId, userId: c.userId, image: c.image };
  tx.insert(slips)
    .values({
      ...row,
      seq: 0,
      qr: c.read.qr,
      bank: c.read.bank,
      transRef: c.read.transRef,
      payload: c.read.payload,
      check: c.check && c.read.qr === 'read' ? 'pending' : 'off',
    })
    .run();
  c.read.others.forEach((t, i) => {
    tx.insert(slips)
      .values({ ...row, seq: i + 1, qr: 'read', bank: t.bank, transRef: t.transRef, payload: t.payload })
      .run();
  });
}

/** A rejected payment lets go of its transfer (the same member may send it again); the row stays as history. */
export function releaseSlip(tx: Db, kind: SlipPaymentKind, paymentId: number): void {
  tx.update(slips)
    .set({ active: false })
    .where(and(eq(slips.kind, kind), eq(slips.paymentId, paymentId)))
    .run();
}

export type PaymentSlip = typeof slips.$inferSelect;

/** The slips of a page of payments of one kind, by payment id: the slip's own transfer, and the others its picture holds. */
export function slipsOf(db: Db, kind: SlipPaymentKind, paymentIds: number[]): Map<number, PaymentSlip & { others: PaymentSlip[] }> {
  if (paymentIds.length === 0) return new Map();
  const rows = db
    .select()
    .from(slips)
    .where(and(eq(slips.kind, kind), inArray(slips.paymentId, paymentIds)))
    .orderBy(asc(slips.seq))
    .all();
  const out = new Map<number, PaymentSlip & { others: PaymentSlip[] }>();
  for (const r of rows) {
    if (r.seq === 0) out.set(r.paymentId, { ...r, others: [] });
    else out.get(r.paymentId)?.others.push(r);
  }
  return out;
}
