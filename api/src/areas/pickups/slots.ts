import { and, eq, gte, lt } from 'drizzle-orm';
import { schema, type Db } from '@goldshop/db';
import { PICKUP_DAYS_AHEAD, type PickupSlot } from '../../../contract/pickups';
import { addDays, bangkokToday } from '../../lib/dates';
import { badRequest, conflict } from '../../lib/http-error';
import type { BranchRow } from '../../lib/branches';
import { bangkokMoment, weekdayOf } from '../branches/hours';

// A branch's pickup slots (docs/product.md "Pickups"): its hours that Bangkok day cut into slots of its
// slotMinutes, none on a closure, none sooner than the owner's lead time, none beyond PICKUP_DAYS_AHEAD days.

const { branchClosures, pickups } = schema;
const HOUR_MS = 3_600_000;

export interface SlotTime {
  start: Date;
  end: Date;
}

const closedOn = (db: Db, branchId: number, date: string) =>
  db
    .select({ reason: branchClosures.reason })
    .from(branchClosures)
    .where(and(eq(branchClosures.branchId, branchId), eq(branchClosures.date, date)))
    .get();

/** The slots of the branch's hours on `date`, whatever the clock says (empty on a day it does not open). */
export function daySlots(branch: Pick<BranchRow, 'hours' | 'slotMinutes'>, date: string): SlotTime[] {
  const h = branch.hours.find((d) => d.day === weekdayOf(date));
  if (!h?.open || !h.close) return [];
  const open = bangkokMoment(date, h.open).getTime();
  const close = bangkokMoment(date, h.close).getTime();
  const step = branch.slotMinutes * 60_000;
  const out: SlotTime[] = [];
  for (let t = open; t + step <= close; t += step) out.push({ start: new Date(t), end: new Date(t + step) });
  return out;
}

/** The Bangkok date of a moment. */
export const bangkokDateOf = (at: Date) => bangkokToday(at);

/** How many live pickups each slot start of the branch's day holds. */
function takenOn(db: Db, branchId: number, date: string, exceptId?: number): Map<string, number> {
  const from = bangkokMoment(date, '00:00').toISOString();
  const to = bangkokMoment(addDays(date, 1), '00:00').toISOString();
  const rows = db
    .select({ id: pickups.id, startAt: pickups.startAt })
    .from(pickups)
    .where(and(eq(pickups.branchId, branchId), eq(pickups.status, 'booked'), gte(pickups.startAt, from), lt(pickups.startAt, to)))
    .all();
  const taken = new Map<string, number>();
  for (const r of rows) if (r.id !== exceptId) taken.set(r.startAt, (taken.get(r.startAt) ?? 0) + 1);
  return taken;
}

/** The slots a member may book on `date` at `branch`, with the places still free (none where none qualify). */
export function openSlots(db: Db, branch: BranchRow, date: string, leadHours: number, now = new Date()): PickupSlot[] {
  const today = bangkokToday(now);
  if (!branch.takesPickups || branch.closedAt !== null) return [];
  if (date < today || date > addDays(today, PICKUP_DAYS_AHEAD) || closedOn(db, branch.id, date)) return [];
  const earliest = now.getTime() + leadHours * HOUR_MS;
  const taken = takenOn(db, branch.id, date);
  return daySlots(branch, date)
    .filter((s) => s.start.getTime() >= earliest)
    .map((s) => ({
      start: s.start.toISOString(),
      end: s.end.toISOString(),
      free: Math.max(0, branch.slotCapacity - (taken.get(s.start.toISOString()) ?? 0)),
    }));
}

/**
 * The slot `startText` names at `branch`, or the Thai 400 saying why no member may book it: not a time, a
 * closure, beyond the days ahead, inside the lead time, outside the hours, not on a slot's start. The branch
 * itself (open, takes pickups) is the caller's requirePickupBranch.
 */
export function requireBookableSlot(db: Db, branch: BranchRow, startText: string, leadHours: number, now = new Date()): SlotTime {
  const ms = Date.parse(startText);
  if (!Number.isFinite(ms) || !/^\d{4}-\d{2}-\d{2}T/.test(startText)) throw badRequest('BAD_START', 'เวลานัดรับไม่ถูกต้อง');
  const start = new Date(ms);
  const date = bangkokDateOf(start);
  const closure = closedOn(db, branch.id, date);
  if (closure) throw badRequest('BRANCH_CLOSED_DAY', `สาขา${branch.name}ปิดทำการวันนั้น (${closure.reason}) กรุณาเลือกวันอื่น`);
  if (date > addDays(bangkokToday(now), PICKUP_DAYS_AHEAD)) {
    throw badRequest('TOO_FAR', `นัดรับล่วงหน้าได้ไม่เกิน ${PICKUP_DAYS_AHEAD} วัน`);
  }
  if (ms < now.getTime() + leadHours * HOUR_MS) {
    throw badRequest('TOO_SOON', `กรุณานัดรับล่วงหน้าอย่างน้อย ${leadHours} ชั่วโมง`);
  }
  const slots = daySlots(branch, date);
  const slot = slots.find((s) => s.start.getTime() === ms);
  if (slot) return slot;
  const inHours = slots.length > 0 && ms >= slots[0]!.start.getTime() && ms < slots[slots.length - 1]!.end.getTime();
  if (!inHours) throw badRequest('OUTSIDE_HOURS', `เวลานี้สาขา${branch.name}ไม่เปิดทำการ กรุณาเลือกเวลาในเวลาทำการ`);
  throw badRequest('NOT_A_SLOT', `กรุณาเลือกเวลาเริ่มของช่วงเวลานัดรับ (ทุก ${branch.slotMinutes} นาที)`);
}

/** Inside the booking's immediate transaction: 409 when the slot has no place left (the count and the insert are one). */
export function requirePlace(tx: Db, branch: BranchRow, slot: SlotTime, exceptId?: number): void {
  const taken = takenOn(tx, branch.id, bangkokDateOf(slot.start), exceptId).get(slot.start.toISOString()) ?? 0;
  if (taken >= branch.slotCapacity) throw conflict('SLOT_FULL', 'ช่วงเวลานี้เต็มแล้ว กรุณาเลือกเวลาอื่น');
}
