import type { FastifyInstance } from 'fastify';
import { and, eq, inArray, isNull, or } from 'drizzle-orm';
import { schema, type Db } from '@goldshop/db';
import type { PickupKind } from '@goldshop/db/schema';
import { referenceOf } from '../../../contract/references';
import { branchNames } from '../../lib/branches';
import { pawnPath } from '../../lib/line/messages';
import { decideClose } from '../down/contracts';
import type { Decider } from '../../lib/decide';
import { recordPickup } from '../pawn/decisions';
import { HANDED_OVER } from '../pawn/lifecycle';
import { fulfilGoods } from '../saving/fulfilment';

// What a pickup collects, per kind (docs/decisions.md "Pickups booked in slots"): the request it names, when
// that request is ready to collect, and the handover that closes it, the area's own (never a copy of it).

const { pawnRequests, savingTransactions, downCloseRequests, downRequests } = schema;

export interface PickupItem {
  userId: number;
  /** Whether the request is at the step where its member collects it. */
  ready: boolean;
  /** What it is in the member's words ('สัญญาขายฝาก JN…'). */
  label: string;
  /** The member app's page of it. */
  path: string;
  /**
   * Money already paid towards what is collected (a reserved piece's deposit, held or applied), in satang: staff take
   * only the rest at the counter (docs/decisions.md "Refunds due and the deposit at the counter"). Absent: none.
   */
  prepaidSatang?: number;
}

export interface PickupKindRules {
  load(tx: Db, ref: number): PickupItem | undefined;
  /** The member's requests of this kind ready to collect (their ids). */
  ready(tx: Db, userId: number): number[];
  /** The area's own handover of the request; `also` runs inside its transaction. */
  handOver(app: FastifyInstance, by: Decider, ref: number, also: (tx: Db) => void): Promise<unknown>;
}

/**
 * Kinds that hand over a piece from one branch's stock (a reserved piece, an ornament for grams): it waits where it
 * is stocked, so its pickup moves only within that branch (docs/decisions.md "Reservations").
 */
export const PIECE_AT_BRANCH: ReadonlySet<PickupKind> = new Set<PickupKind>(['reservation', 'gold-ornament']);

/** The goods withdrawal mode that is collected at a branch (saving_transactions.is_delivery). */
const AT_BRANCH = 'รับเองหน้าร้าน';

/**
 * Kinds whose area books its own pickups and so imports this one (a reservation, the gold account's bar gold and
 * ornaments): they give their rules at start
 * (providePickupKind) instead of this module importing them, which would be a loop of areas.
 */
const provided: Partial<Record<PickupKind, PickupKindRules>> = {};
export function providePickupKind(what: PickupKind, rules: PickupKindRules): void {
  provided[what] = rules;
}
function providedKind(what: PickupKind): PickupKindRules {
  const rules = () => {
    const r = provided[what];
    if (!r) throw new Error(`pickup kind ${what}: its area did not register its rules`);
    return r;
  };
  return {
    load: (tx, ref) => rules().load(tx, ref),
    ready: (tx, userId) => rules().ready(tx, userId),
    handOver: (app, by, ref, also) => rules().handOver(app, by, ref, also),
  };
}

export const PICKUP_KINDS: Record<PickupKind, PickupKindRules> = {
  // A redemption approved (paid) and not yet handed over.
  'pawn-redeem': {
    load: (tx, ref) => {
      const r = tx.select().from(pawnRequests).where(eq(pawnRequests.id, ref)).get();
      if (!r) return undefined;
      return {
        userId: r.userId,
        ready: HANDED_OVER.includes(r.kind) && r.status === 'approved',
        label: `สัญญาขายฝาก ${r.jnId}`,
        path: pawnPath(r.jnId),
      };
    },
    ready: (tx, userId) =>
      tx
        .select({ id: pawnRequests.id })
        .from(pawnRequests)
        .where(and(eq(pawnRequests.userId, userId), inArray(pawnRequests.kind, [...HANDED_OVER]), eq(pawnRequests.status, 'approved')))
        .all()
        .map((r) => r.id),
    handOver: (app, by, ref, also) => recordPickup(app, by, ref, also),
  },
  // A goods withdrawal approved for collection at a branch, prepared or still being prepared.
  'saving-goods': {
    load: (tx, ref) => {
      const t = tx.select().from(savingTransactions).where(eq(savingTransactions.id, ref)).get();
      if (!t) return undefined;
      return {
        userId: t.userId,
        ready:
          t.kind === 'withdraw_goods' &&
          t.status === 'approved' &&
          t.isDelivery === AT_BRANCH &&
          (t.fulfilment === null || t.fulfilment === 'prepared'),
        label: `ถอนทองออมทอง ${referenceOf('saving', t.id)}`,
        path: '/saving',
      };
    },
    ready: (tx, userId) =>
      tx
        .select({ id: savingTransactions.id })
        .from(savingTransactions)
        .where(
          and(
            eq(savingTransactions.userId, userId),
            eq(savingTransactions.kind, 'withdraw_goods'),
            eq(savingTransactions.status, 'approved'),
            eq(savingTransactions.isDelivery, AT_BRANCH),
            or(isNull(savingTransactions.fulfilment), eq(savingTransactions.fulfilment, 'prepared')),
          ),
        )
        .all()
        .map((r) => r.id),
    handOver: (app, by, ref, also) => fulfilGoods(app, by, ref, 'picked_up', undefined, also),
  },
  // A close request sent and waiting for the member to come: the contract closes when the piece is handed over.
  'down-close': {
    load: (tx, ref) => {
      const row = tx
        .select({ close: downCloseRequests, status: downRequests.status })
        .from(downCloseRequests)
        .innerJoin(downRequests, eq(downRequests.id, downCloseRequests.downId))
        .where(eq(downCloseRequests.id, ref))
        .get();
      if (!row) return undefined;
      return {
        userId: row.close.userId,
        ready: row.close.status === 'pending' && row.status === 'closing',
        label: `ปิดสัญญาออมทองประเภทที่ 2 เลขที่ ${row.close.downId}`,
        path: '/downing',
      };
    },
    ready: (tx, userId) =>
      tx
        .select({ id: downCloseRequests.id })
        .from(downCloseRequests)
        .innerJoin(downRequests, eq(downRequests.id, downCloseRequests.downId))
        .where(and(eq(downCloseRequests.userId, userId), eq(downCloseRequests.status, 'pending'), eq(downRequests.status, 'closing')))
        .all()
        .map((r) => r.id),
    handOver: (app, by, ref, also) => decideClose(app, by, ref, 'complete', null, also),
  },
  // Bar gold, and a catalogue ornament taken against grams, from the gold account: approved as handed over.
  'gold-bar': providedKind('gold-bar'),
  'gold-ornament': providedKind('gold-ornament'),
  // A reserved catalogue piece: booked with the reservation itself (areas/reservations), handed over at the counter.
  reservation: providedKind('reservation'),
};

/** Everything of the member's ready to collect, every kind, with its words. */
export function readyPickups(db: Db, userId: number): { what: PickupKind; ref: number; label: string }[] {
  return (Object.keys(PICKUP_KINDS) as PickupKind[]).flatMap((what) =>
    PICKUP_KINDS[what].ready(db, userId).map((ref) => ({ what, ref, label: PICKUP_KINDS[what].load(db, ref)?.label ?? '' })),
  );
}

/** What a member's message about a pickup says (its reminder, or that it was missed): where, when, what, and the link. */
export function pickupNews(tx: Db, p: typeof schema.pickups.$inferSelect) {
  const item = PICKUP_KINDS[p.what].load(tx, p.ref);
  return {
    id: p.id,
    branch: branchNames(tx)(p.branchId) ?? '',
    start: p.startAt,
    label: item?.label ?? '',
    path: item?.path ?? '/',
  };
}
