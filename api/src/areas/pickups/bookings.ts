import type { FastifyInstance } from 'fastify';
import { and, desc, eq } from 'drizzle-orm';
import { schema, type Db } from '@goldshop/db';
import type { PickupKind } from '@goldshop/db/schema';
import { PICKUP_STATUS_TEXT } from '../../../contract/lifecycles';
import type { BookBody, MoveBody, Pickup } from '../../../contract/pickups';
import { branchNames, requirePickupBranch, type BranchRow } from '../../lib/branches';
import { conflict, notFound } from '../../lib/http-error';
import { immediate } from '../../lib/tx';
import { pickupSettings } from './settings';
import { requireBookableSlot, requirePlace, type SlotTime } from './slots';
import { PICKUP_KINDS, PIECE_AT_BRANCH, pickupNews } from './what';

// A member books, moves and cancels their pickups (docs/product.md "Pickups"). The slot's count and the insert
// are one immediate transaction, so a slot never takes more than its capacity however many book at once.

const { pickups } = schema;
export type PickupRow = typeof pickups.$inferSelect;
const HOUR_MS = 3_600_000;

export const PICKUP_NOT_FOUND = 'ไม่พบนัดรับสินค้านี้';

/** A pickup as its member reads it. */
export function toPickup(db: Db, p: PickupRow, nameOf = branchNames(db)): Pickup {
  const item = PICKUP_KINDS[p.what].load(db, p.ref);
  return {
    id: p.id,
    what: p.what,
    ref: p.ref,
    label: item?.label ?? '',
    branch_id: p.branchId,
    branchName: nameOf(p.branchId) ?? '',
    start: p.startAt,
    end: p.endAt,
    status: p.status,
    statusText: PICKUP_STATUS_TEXT[p.status],
    changeUntil: new Date(Date.parse(p.startAt) - pickupSettings(db).cutoffHours * HOUR_MS).toISOString(),
    handedOverAt: p.handedOverAt,
  };
}

/** The member's pickups: booked ones first (soonest first), then the rest, newest first. */
export function myPickups(db: Db, userId: number): Pickup[] {
  const rows = db.select().from(pickups).where(eq(pickups.userId, userId)).orderBy(desc(pickups.id)).all();
  const nameOf = branchNames(db);
  const booked = rows.filter((r) => r.status === 'booked').sort((a, b) => a.startAt.localeCompare(b.startAt));
  return [...booked, ...rows.filter((r) => r.status !== 'booked')].map((r) => toPickup(db, r, nameOf));
}

/** The member's own request of this kind, ready to collect; 404 for anyone else's, 409 when not (or no longer) ready. */
function requireReady(tx: Db, userId: number, what: PickupKind, ref: number): void {
  const item = PICKUP_KINDS[what].load(tx, ref);
  if (!item || item.userId !== userId) throw notFound('ไม่พบรายการที่จะนัดรับ');
  if (!item.ready) throw conflict('NOT_READY', 'รายการนี้ยังไม่พร้อมให้รับ หรือรับไปแล้ว');
}

/**
 * Books the slot for `what`/`ref`, inside the caller's immediate transaction: one live pickup per request, and
 * the slot's count and the insert in that one transaction. The one booking, also used by an area that books a
 * pickup with its own request (a reservation, docs/decisions.md "Reservations").
 */
export function bookSlot(tx: Db, p: { userId: number; what: PickupKind; ref: number; branch: BranchRow; slot: SlotTime }): PickupRow {
  const live = tx
    .select({ id: pickups.id })
    .from(pickups)
    .where(and(eq(pickups.what, p.what), eq(pickups.ref, p.ref), eq(pickups.status, 'booked')))
    .get();
  if (live) throw conflict('ALREADY_BOOKED', 'รายการนี้มีนัดรับอยู่แล้ว เลื่อนหรือยกเลิกนัดเดิมได้');
  requirePlace(tx, p.branch, p.slot);
  return tx
    .insert(pickups)
    .values({
      userId: p.userId,
      what: p.what,
      ref: p.ref,
      branchId: p.branch.id,
      startAt: p.slot.start.toISOString(),
      endAt: p.slot.end.toISOString(),
    })
    .returning()
    .get();
}

/** The branch and slot a member asks for, or the Thai 400 saying why not (before any transaction). */
export function requireSlotAt(db: Db, branchId: number, start: string): { branch: BranchRow; slot: SlotTime } {
  const branch = requirePickupBranch(db, branchId);
  return { branch, slot: requireBookableSlot(db, branch, start, pickupSettings(db).leadHours) };
}

/**
 * Books a pickup. Inside the shop's LINE MINI App the app sends the member's LIFF access token: once LINE has
 * given the booking its service notification token, the confirmation is queued, and it and the booking's
 * reminders go as free service messages (docs/decisions.md "Service messages after a payment"). Not awaited:
 * LINE's answer never delays the member's.
 */
export async function book(app: FastifyInstance, userId: number, body: BookBody, liffAccessToken?: string): Promise<Pickup> {
  const { branch, slot } = requireSlotAt(app.db, body.branch_id, body.start);
  const row = await immediate(app.db, (tx) => {
    requireReady(tx, userId, body.what, body.ref);
    return bookSlot(tx, { userId, what: body.what, ref: body.ref, branch, slot });
  });
  if (liffAccessToken) void confirmInMiniApp(app, row, liffAccessToken);
  return toPickup(app.db, row);
}

async function confirmInMiniApp(app: FastifyInstance, row: PickupRow, liffAccessToken: string): Promise<void> {
  const kept = await app.line.service.remember(app.db, { userId: row.userId, paymentKind: 'pickup', paymentId: row.id, liffAccessToken });
  if (!kept) return;
  await immediate(app.db, (tx) => {
    // Still booked (not cancelled while LINE answered): confirmed for the time it now has.
    const p = tx.select().from(pickups).where(eq(pickups.id, row.id)).get();
    if (p?.status === 'booked') app.line.notify(tx, p.userId, { kind: 'pickup-booked', ...pickupNews(tx, p) });
  });
}

/** The member's booked pickup, still before the owner's cut-off (inside the caller's transaction). */
function ownChangeable(tx: Db, userId: number, id: number): PickupRow {
  const p = tx.select().from(pickups).where(eq(pickups.id, id)).get();
  if (!p || p.userId !== userId) throw notFound(PICKUP_NOT_FOUND);
  if (p.status !== 'booked') throw conflict('PICKUP_NOT_BOOKED', `นัดนี้${PICKUP_STATUS_TEXT[p.status]} เปลี่ยนไม่ได้แล้ว`);
  const { cutoffHours } = pickupSettings(tx);
  if (Date.now() > Date.parse(p.startAt) - cutoffHours * HOUR_MS) {
    throw conflict('PAST_CUTOFF', `เลื่อนหรือยกเลิกนัดได้ถึง ${cutoffHours} ชั่วโมงก่อนเวลานัด กรุณาติดต่อสาขา`);
  }
  return p;
}

export async function move(app: FastifyInstance, userId: number, id: number, body: MoveBody): Promise<Pickup> {
  const branch = requirePickupBranch(app.db, body.branch_id);
  const slot = requireBookableSlot(app.db, branch, body.start, pickupSettings(app.db).leadHours);
  const row = await immediate(app.db, (tx) => {
    const before = ownChangeable(tx, userId, id);
    // A reserved piece waits at the branch that has it (docs/decisions.md "Reservations").
    if (PIECE_AT_BRANCH.has(before.what) && before.branchId !== branch.id) {
      throw conflict('RESERVATION_BRANCH', 'สินค้าที่จองรออยู่ที่สาขาเดิม เลื่อนได้เฉพาะเวลาที่สาขาเดิม');
    }
    requirePlace(tx, branch, slot, before.id);
    return (
      tx
        .update(pickups)
        // A new day gets its own reminder.
        .set({ branchId: branch.id, startAt: slot.start.toISOString(), endAt: slot.end.toISOString(), reminderSentAt: null })
        .where(eq(pickups.id, before.id))
        .returning()
        .get()
    );
  });
  return toPickup(app.db, row);
}

export async function cancel(app: FastifyInstance, userId: number, id: number): Promise<void> {
  await immediate(app.db, (tx) => {
    const before = ownChangeable(tx, userId, id);
    // Cancelling the pickup alone would leave the piece held with no slot: the reservation is cancelled instead.
    if (before.what === 'reservation') throw conflict('CANCEL_RESERVATION', 'นัดนี้เป็นของการจองสินค้า กรุณายกเลิกที่การจองสินค้า');
    tx.update(pickups).set({ status: 'cancelled' }).where(eq(pickups.id, before.id)).run();
  });
}
