import type { FastifyInstance } from 'fastify';
import { and, desc, eq, gt, inArray } from 'drizzle-orm';
import { schema, type Db } from '@goldshop/db';
import { LIVE_RESERVATION_STATUSES } from '@goldshop/db/enums';
import { RESERVATION_STATUS_TEXT } from '../../../contract/lifecycles';
import type { Reservation, ReserveBody } from '../../../contract/reservations';
import { branchNames } from '../../lib/branches';
import { nowIso } from '../../lib/dates';
import { badRequest, conflict, notFound } from '../../lib/http-error';
import { satangToBaht } from '../../lib/money';
import { immediate } from '../../lib/tx';
import { bookSlot, requireSlotAt } from '../pickups/bookings';
import { productByCode } from '../shop/product-page';
import { DEPOSIT_STATE_TEXT, depositOf, depositRequired, settleDeposit } from './deposit';
import { reservationRules } from './settings';

// A member reserves a catalogue piece for pickup at a branch (docs/product.md "Reserving a piece"). The stock
// check, the reservation and its pickup booking are one immediate transaction, and a partial unique index holds
// one live reservation per product code, so a piece is never reserved twice however many ask at once.

const { reservations, pickups, products, productStock } = schema;
export type ReservationRow = typeof reservations.$inferSelect;
const HOUR_MS = 3_600_000;

export const RESERVATION_NOT_FOUND = 'ไม่พบการจองนี้';
const ALREADY_RESERVED = 'สินค้าชิ้นนี้มีผู้จองแล้ว';
export const isLive = (status: ReservationRow['status']) => (LIVE_RESERVATION_STATUSES as readonly string[]).includes(status);

/** A reservation as its member reads it, with its pickup's slot and until when it is held. */
export function toReservation(
  db: Db,
  r: ReservationRow,
  nameOf = branchNames(db),
  graceHours = reservationRules(db).graceHours,
): Reservation {
  const deposit = depositOf(db, r.id);
  const p = r.pickupId === null ? undefined : db.select().from(pickups).where(eq(pickups.id, r.pickupId)).get();
  const product =
    r.productId === null ? undefined : db.select({ name: products.name }).from(products).where(eq(products.id, r.productId)).get();
  const end = p?.endAt ?? r.createdAt;
  return {
    id: r.id,
    code: r.productCode,
    name: product?.name.trim() || r.productCode,
    branch_id: r.branchId,
    branchName: nameOf(r.branchId) ?? '',
    pickupId: r.pickupId,
    start: p?.startAt ?? end,
    end,
    holdUntil: new Date(Date.parse(end) + graceHours * HOUR_MS).toISOString(),
    status: r.status,
    statusText: RESERVATION_STATUS_TEXT[r.status],
    reason: r.reason,
    deposit: satangToBaht(r.depositSatang),
    depositRule: r.depositRule,
    depositState: deposit?.state ?? null,
    depositText: deposit ? DEPOSIT_STATE_TEXT[deposit.state] : '',
    createdAt: r.createdAt,
  };
}

/**
 * Whether the branch has the piece in stock (docs/decisions.md "Reservations"): its product_stock row there counts
 * at least one. No row (the branch does not keep it) or a count of 0 is not in stock.
 */
function inStockAt(tx: Db, productId: number, branchId: number): boolean {
  const row = tx
    .select({ quantity: productStock.quantity })
    .from(productStock)
    .where(and(eq(productStock.productId, productId), eq(productStock.branchId, branchId)))
    .get();
  return (row?.quantity ?? 0) > 0;
}

/**
 * Live reservations one member may hold at once (docs/decisions.md "Reservations"): no deposit is asked, so
 * without a cap one account could hold every piece in the catalogue off the shelf.
 */
export const MAX_LIVE_PER_MEMBER = 5;

// The trigger: a piece held by a gold account exchange (docs/decisions.md "Gold account: an ornament for grams").
const isUniqueViolation = (err: unknown) =>
  ['SQLITE_CONSTRAINT_UNIQUE', 'SQLITE_CONSTRAINT_TRIGGER'].includes(String((err as { code?: unknown }).code ?? ''));

type Product = NonNullable<ReturnType<typeof productByCode>>;

/**
 * The piece the member asks for, checked inside the transaction: it exists, the branch has it, no one holds it,
 * and the member holds fewer than the cap.
 */
export function requireReservable(tx: Db, userId: number, code: string, branch: { id: number; name: string }): Product {
  const product = productByCode(tx, code);
  if (!product) throw notFound('ไม่พบสินค้านี้');
  if (!inStockAt(tx, product.id, branch.id)) {
    throw conflict('NOT_IN_STOCK', `สาขา${branch.name}ไม่มีสินค้าชิ้นนี้ในสต็อก กรุณาเลือกสาขาที่มีสินค้า`);
  }
  const taken = tx
    .select({ id: reservations.id })
    .from(reservations)
    .where(and(eq(reservations.productCode, product.code), inArray(reservations.status, [...LIVE_RESERVATION_STATUSES])))
    .get();
  if (taken) throw conflict('ALREADY_RESERVED', ALREADY_RESERVED);
  const mine = tx
    .select({ id: reservations.id })
    .from(reservations)
    .where(and(eq(reservations.userId, userId), inArray(reservations.status, [...LIVE_RESERVATION_STATUSES])))
    .all().length;
  if (mine >= MAX_LIVE_PER_MEMBER) {
    throw conflict('TOO_MANY_RESERVATIONS', `จองได้ครั้งละไม่เกิน ${MAX_LIVE_PER_MEMBER} ชิ้น กรุณารับหรือยกเลิกรายการที่จองไว้ก่อน`);
  }
  return product;
}

/**
 * Writes the reservation and books its pickup, inside the caller's transaction (the JSON call's own, or the one
 * payment flow's when a deposit is paid with it): the deposit asked and the owner's rule then are kept on the row.
 */
export function placeReservation(
  tx: Db,
  p: { userId: number; product: Product; branch: Parameters<typeof bookSlot>[1]['branch']; slot: Parameters<typeof bookSlot>[1]['slot'] },
  deposit: { satang: number; rule: ReservationRow['depositRule'] },
): ReservationRow {
  let r: ReservationRow;
  try {
    r = tx
      .insert(reservations)
      .values({
        userId: p.userId,
        productId: p.product.id,
        productCode: p.product.code,
        branchId: p.branch.id,
        depositSatang: deposit.satang,
        depositRule: deposit.rule,
      })
      .returning()
      .get();
  } catch (err) {
    // The index is the last word should two ever pass the check (another process writing the same file).
    if (isUniqueViolation(err)) throw conflict('ALREADY_RESERVED', ALREADY_RESERVED);
    throw err;
  }
  const pickup = bookSlot(tx, { userId: p.userId, what: 'reservation', ref: r.id, branch: p.branch, slot: p.slot });
  return tx.update(reservations).set({ pickupId: pickup.id }).where(eq(reservations.id, r.id)).returning().get();
}

/** A reservation sent as JSON: only while the piece asks no deposit (else 400 DEPOSIT_REQUIRED, nothing written). */
export async function reserve(app: FastifyInstance, userId: number, body: ReserveBody): Promise<Reservation> {
  const { branch, slot } = requireSlotAt(app.db, body.branch_id, body.start);
  const row = await immediate(app.db, (tx) => {
    const product = requireReservable(tx, userId, body.code, branch);
    const deposit = depositRequired(app, tx, product);
    if (deposit.satang > 0) {
      throw badRequest(
        'DEPOSIT_REQUIRED',
        `การจองสินค้าชิ้นนี้ต้องชำระมัดจำ ${satangToBaht(deposit.satang).toLocaleString('th-TH')} บาท กรุณาโอนแล้วแนบสลิป`,
      );
    }
    return placeReservation(tx, { userId, product, branch, slot }, deposit);
  });
  return toReservation(app.db, row);
}

/** The member's reservations: live ones first (soonest pickup first), then the rest, newest first. */
export function myReservations(db: Db, userId: number): Reservation[] {
  const nameOf = branchNames(db);
  const { graceHours } = reservationRules(db);
  const rows = db.select().from(reservations).where(eq(reservations.userId, userId)).orderBy(desc(reservations.id)).all();
  const all = rows.map((r) => toReservation(db, r, nameOf, graceHours));
  return [...all.filter((r) => isLive(r.status)).sort((a, b) => a.start.localeCompare(b.start)), ...all.filter((r) => !isLive(r.status))];
}

/**
 * Ends a live reservation and its booked pickup, inside the caller's transaction: the piece and the slot are free.
 * Its deposit is due back, or kept when it expired under the rule promised when reserving ('keep').
 */
export function release(tx: Db, r: ReservationRow, change: Partial<ReservationRow> & { status: 'cancelled' | 'expired' }): ReservationRow {
  settleDeposit(tx, r.id, change.status === 'expired' && r.depositRule === 'keep' ? 'kept' : 'refund_due');
  if (r.pickupId !== null) {
    tx.update(pickups)
      .set({ status: 'cancelled' })
      .where(and(eq(pickups.id, r.pickupId), eq(pickups.status, 'booked')))
      .run();
  }
  return tx
    .update(reservations)
    .set({ ...change, closedAt: nowIso() })
    .where(eq(reservations.id, r.id))
    .returning()
    .get();
}

/** The member cancels their own live reservation before its pickup starts (another member's is 404). */
export async function cancelOwn(app: FastifyInstance, userId: number, id: number): Promise<void> {
  await immediate(app.db, (tx) => {
    const r = tx.select().from(reservations).where(eq(reservations.id, id)).get();
    if (!r || r.userId !== userId) throw notFound(RESERVATION_NOT_FOUND);
    if (!isLive(r.status)) throw conflict('RESERVATION_CLOSED', `การจองนี้${RESERVATION_STATUS_TEXT[r.status]} ยกเลิกไม่ได้`);
    const started =
      r.pickupId !== null &&
      tx
        .select({ id: pickups.id })
        .from(pickups)
        .where(and(eq(pickups.id, r.pickupId), gt(pickups.startAt, nowIso())))
        .get() === undefined;
    if (started) throw conflict('PICKUP_STARTED', 'ถึงเวลานัดรับแล้ว ยกเลิกการจองในแอปไม่ได้ กรุณาติดต่อสาขา');
    release(tx, r, { status: 'cancelled' });
  });
}
