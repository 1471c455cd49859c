import type { FastifyInstance } from 'fastify';
import { and, asc, eq, gte, lt, ne } from 'drizzle-orm';
import { schema, type Db } from '@goldshop/db';
import { maskNationalId } from '../../../contract/national-id';
import type { AdminPickup } from '../../../contract/pickups';
import { audit } from '../../lib/audit';
import { inBranches, requireWithinScope, type BranchScope } from '../../lib/branch-scope';
import type { Decider } from '../../lib/decide';
import { addDays, bangkokToday, nowIso } from '../../lib/dates';
import { conflict, notFound } from '../../lib/http-error';
import { staffDisplayName } from '../../lib/staff-name';
import { satangToBaht } from '../../lib/money';
import { immediate } from '../../lib/tx';
import { bangkokMoment } from '../branches/hours';
import { PICKUP_NOT_FOUND, toPickup, type PickupRow } from './bookings';
import { PICKUP_KINDS, pickupNews } from './what';

// The staff's pickup day (docs/product.md "Console: pickups (รับของวันนี้)"): their branches' pickups of a day,
// who comes for what and the ID to check; handing one over closes what it collects through its own area's
// handover, in that handover's transaction; a missed one asks the member to book again.

const { pickups, users, customers, staff } = schema;

function toAdmin(db: Db, p: PickupRow): AdminPickup {
  const who = db
    .select({ username: users.username, lineName: users.lineName, name: customers.name, card: customers.card })
    .from(users)
    .leftJoin(customers, eq(customers.id, users.customerId))
    .where(eq(users.id, p.userId))
    .get();
  const by =
    p.handedOverBy === null
      ? null
      : db.select({ username: staff.username, displayName: staff.displayName }).from(staff).where(eq(staff.id, p.handedOverBy)).get();
  return {
    ...toPickup(db, p),
    userId: p.userId,
    memberName: who?.name ?? who?.lineName ?? who?.username ?? `สมาชิก #${p.userId}`,
    idToCheck: who?.card ? maskNationalId(who.card) : null,
    handedOverBy: by ? staffDisplayName(by) : null,
    depositPaid: satangToBaht(PICKUP_KINDS[p.what].load(db, p.ref)?.prepaidSatang ?? 0),
  };
}

/** A day's pickups (cancelled ones left out) at the scope's branches, narrowed to `branchId` when asked. */
export function staffDay(db: Db, scope: BranchScope, q: { date?: string; branch_id?: number }): AdminPickup[] {
  const date = q.date ?? bangkokToday();
  const from = bangkokMoment(date, '00:00').toISOString();
  const to = bangkokMoment(addDays(date, 1), '00:00').toISOString();
  return db
    .select()
    .from(pickups)
    .where(
      and(
        ne(pickups.status, 'cancelled'),
        gte(pickups.startAt, from),
        lt(pickups.startAt, to),
        inBranches(pickups.branchId, scope, q.branch_id),
      ),
    )
    .orderBy(asc(pickups.startAt), asc(pickups.id))
    .all()
    .map((p) => toAdmin(db, p));
}

/** The pickup, within the scope (403 for another branch's), still booked (409 otherwise). */
function requireBooked(tx: Db, scope: BranchScope, id: number): PickupRow {
  const p = tx.select().from(pickups).where(eq(pickups.id, id)).get();
  if (!p) throw notFound(PICKUP_NOT_FOUND);
  requireWithinScope(scope, p.branchId);
  if (p.status !== 'booked') throw conflict('PICKUP_NOT_BOOKED', 'นัดนี้ปิดไปแล้ว');
  return p;
}

/**
 * Hands a booked pickup over: the request it collects is closed by its own area's handover (the pawn piece
 * picked up, the goods withdrawal's picked_up step, the type 2 close completed), and the pickup records who
 * and when, in that one transaction.
 */
export async function handOver(app: FastifyInstance, scope: BranchScope, staffId: number, id: number): Promise<AdminPickup> {
  const p = requireBooked(app.db, scope, id);
  // The piece is handed over where it was booked, which may not be the branch keeping the request: the pickup's
  // branch is this staff member's (checked here and again inside the handover's transaction), and the handover
  // closes the request wherever it is kept (docs/access.md "Branches").
  const by: Decider = { id: staffId, branchIds: null };
  await PICKUP_KINDS[p.what].handOver(app, by, p.ref, (tx) => {
    const now = requireBooked(tx, scope, id);
    const after = tx
      .update(pickups)
      .set({ status: 'handed_over', handedOverBy: staffId, handedOverAt: nowIso() })
      .where(eq(pickups.id, now.id))
      .returning()
      .get();
    audit(tx, staffId, 'fulfil', 'pickup', now.id, now, after);
  });
  return toAdmin(app.db, app.db.select().from(pickups).where(eq(pickups.id, id)).get()!);
}

/** Marks a booked pickup missed once its time has come; the member is asked (LINE and in the app) to book again. */
export async function markMissed(app: FastifyInstance, scope: BranchScope, staffId: number, id: number): Promise<AdminPickup> {
  const row = await immediate(app.db, (tx) => {
    const before = requireBooked(tx, scope, id);
    if (Date.now() < Date.parse(before.startAt)) throw conflict('NOT_YET', 'ยังไม่ถึงเวลานัด บันทึกว่าไม่มาตามนัดไม่ได้');
    const after = tx
      .update(pickups)
      .set({ status: 'missed', missedBy: staffId, missedAt: nowIso() })
      .where(eq(pickups.id, before.id))
      .returning()
      .get();
    audit(tx, staffId, 'missed', 'pickup', before.id, before, after);
    app.line.notify(tx, before.userId, { kind: 'pickup-missed', ...pickupNews(tx, before) });
    return after;
  });
  return toAdmin(app.db, row);
}
