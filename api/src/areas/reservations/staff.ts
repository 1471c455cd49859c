import type { FastifyInstance } from 'fastify';
import { and, desc, eq, inArray, or } from 'drizzle-orm';
import { schema, type Db } from '@goldshop/db';
import { LIVE_RESERVATION_STATUSES } from '@goldshop/db/enums';
import type { AdminReservation, CancelReservationBody, RefundReservationBody, ReservationsView } from '../../../contract/reservations';
import { conflict } from '../../lib/http-error';
import { inBranches, type BranchScope } from '../../lib/branch-scope';
import { branchNames } from '../../lib/branches';
import { decide, type Decider } from '../../lib/decide';
import { nowIso } from '../../lib/dates';
import { staffDisplayName } from '../../lib/staff-name';
import { signedUrl } from '../../lib/private-images';
import { takeOneFromStock } from '../../lib/stock';
import { reservationSettings } from './settings';
import { release, toReservation, type ReservationRow } from './reservations';
import { depositOf, settleDeposit } from './deposit';

// The staff's reservations (docs/product.md "Console: reservations"): their branches' reservations, confirmed or
// cancelled with a reason through the one decide(), where the branch keeping a reservation is the one it waits at.

const { reservations, reservationDeposits: deposits, users, customers, staff } = schema;

type Images = Parameters<typeof signedUrl>[0];

function toAdmin(
  db: Db,
  r: ReservationRow,
  images: Images,
  nameOf = branchNames(db),
  graceHours = reservationSettings(db).graceHours,
): AdminReservation {
  const deposit = depositOf(db, r.id);
  const who = db
    .select({ username: users.username, lineName: users.lineName, name: customers.name })
    .from(users)
    .leftJoin(customers, eq(customers.id, users.customerId))
    .where(eq(users.id, r.userId))
    .get();
  const by =
    r.decidedBy === null
      ? null
      : db.select({ username: staff.username, displayName: staff.displayName }).from(staff).where(eq(staff.id, r.decidedBy)).get();
  return {
    ...toReservation(db, r, nameOf, graceHours),
    userId: r.userId,
    memberName: who?.name ?? who?.lineName ?? who?.username ?? `สมาชิก #${r.userId}`,
    decidedBy: by ? staffDisplayName(by) : null,
    // Staff confirming a reservation approve its deposit: they see its slip (docs/decisions.md "Reservation deposits").
    depositProof: deposit ? signedUrl(images, deposit.proof) : null,
  };
}

/** The member's message about their reservation: the piece, the branch, the deposit and what became of it. */
export function reservationNews(tx: Db, r: ReservationRow, outcome: 'confirmed' | 'cancelled' | 'expired') {
  const deposit = depositOf(tx, r.id);
  const state = deposit?.state === 'kept' || deposit?.state === 'refund_due' ? deposit.state : null;
  return {
    userId: r.userId,
    event: {
      kind: 'reservation' as const,
      id: r.id,
      outcome,
      code: r.productCode,
      branch: branchNames(tx)(r.branchId) ?? '',
      reason: r.reason,
      depositSatang: deposit?.amountSatang ?? 0,
      deposit: state,
    },
  };
}

/**
 * Which rows a view holds (docs/decisions.md "Refunds due and the deposit at the counter"): the default keeps every
 * closed reservation whose deposit is still owed back beside the live ones, so a refund is never out of sight.
 */
function inView(db: Db, show: ReservationsView) {
  const owed = inArray(reservations.id, db.select({ id: deposits.reservationId }).from(deposits).where(eq(deposits.state, 'refund_due')));
  if (show === 'all') return undefined;
  if (show === 'refund_due') return owed;
  return or(inArray(reservations.status, [...LIVE_RESERVATION_STATUSES]), owed);
}

/** The reservations at the scope's branches (narrowed to `branch_id` when asked) in the view asked (default `open`). */
export function staffList(
  db: Db,
  images: Images,
  scope: BranchScope,
  q: { branch_id?: number; show?: ReservationsView },
): AdminReservation[] {
  const nameOf = branchNames(db);
  const { graceHours } = reservationSettings(db);
  return db
    .select()
    .from(reservations)
    .where(and(inBranches(reservations.branchId, scope, q.branch_id), inView(db, q.show ?? 'open')))
    .orderBy(desc(reservations.id))
    .limit(500)
    .all()
    .map((r) => toAdmin(db, r, images, nameOf, graceHours));
}

const load = (id: number) => (tx: Db) => tx.select().from(reservations).where(eq(reservations.id, id)).get();
const branchOf = (_tx: Db, r: ReservationRow) => r.branchId;

export function confirm(app: FastifyInstance, by: Decider, id: number): Promise<AdminReservation> {
  return decide(app, {
    by,
    branchOf,
    action: 'approve',
    entity: 'reservation',
    load: load(id),
    from: ['pending'],
    apply: (tx, before) => {
      const after = tx
        .update(reservations)
        .set({ status: 'confirmed', decidedBy: by.id, decidedAt: nowIso() })
        .where(eq(reservations.id, before.id))
        .returning()
        .get();
      return { after, out: toAdmin(tx, after, app), notify: reservationNews(tx, after, 'confirmed') };
    },
  });
}

export function staffCancel(app: FastifyInstance, by: Decider, id: number, body: CancelReservationBody): Promise<AdminReservation> {
  return decide(app, {
    by,
    branchOf,
    action: 'reject',
    entity: 'reservation',
    load: load(id),
    from: LIVE_RESERVATION_STATUSES,
    apply: (tx, before) => {
      const after = release(tx, before, { status: 'cancelled', reason: body.reason.trim(), decidedBy: by.id, decidedAt: nowIso() });
      return { after, out: toAdmin(tx, after, app), notify: reservationNews(tx, after, 'cancelled') };
    },
  });
}

/**
 * The handover at the counter (the pickup day's "handed over", areas/pickups what.ts): the reservation is
 * collected and the branch's stock of the piece goes down by one, in the handover's transaction.
 */
export function collect(app: FastifyInstance, by: Decider, id: number, also: (tx: Db) => void): Promise<unknown> {
  return decide(app, {
    by,
    branchOf,
    action: 'fulfil',
    entity: 'reservation',
    load: load(id),
    from: LIVE_RESERVATION_STATUSES,
    apply: (tx, before) => {
      if (before.productId !== null) takeOneFromStock(tx, before.productId, before.branchId);
      // The deposit counts towards the price paid at the counter (docs/decisions.md "Reservation deposits").
      settleDeposit(tx, before.id, 'applied');
      const after = tx
        .update(reservations)
        .set({ status: 'collected', closedAt: nowIso() })
        .where(eq(reservations.id, before.id))
        .returning()
        .get();
      also(tx);
      return { after, out: after };
    },
  });
}

/**
 * Staff record the transfer that paid a deposit back (a cancelled reservation, or one expired under the 'refund'
 * rule): the note is the transfer's reference. Any other state is 409 and changes nothing.
 */
export function recordRefund(app: FastifyInstance, by: Decider, id: number, body: RefundReservationBody): Promise<AdminReservation> {
  return decide(app, {
    by,
    branchOf,
    action: 'fulfil',
    entity: 'reservation',
    load: load(id),
    from: ['cancelled', 'expired'],
    apply: (tx, before) => {
      const done = tx
        .update(deposits)
        .set({ state: 'refunded', refundedBy: by.id, refundedAt: nowIso(), refundNote: body.note.trim() })
        .where(and(eq(deposits.reservationId, before.id), eq(deposits.state, 'refund_due')))
        .returning()
        .get();
      if (!done) throw conflict('NO_REFUND_DUE', 'การจองนี้ไม่มีเงินมัดจำที่รอคืน');
      return { after: done, out: toAdmin(tx, before, app) };
    },
  });
}
