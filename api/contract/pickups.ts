import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { pickupKinds, pickupStatuses } from '@goldshop/db/enums';
import { Baht, DateText, EmptyBody, IdParam, Message } from './common';
import { endpoint } from './endpoint';
import { LineActionHeaders } from './saving';

// Pickups booked in a branch's slots (docs/product.md "Pickups"): a member books where and when they collect a
// redeemed pawn piece, goods withdrawn from savings, or the piece at the end of a type 2 contract; staff see
// their branches' day and hand it over or mark it missed.

const Nullable = <T extends TSchema>(t: T) => Type.Union([t, Type.Null()]);
/** What is collected: a redeemed pawn piece, goods from savings type 1, the type 2 contract's piece. */
export const PickupWhat = Type.Union(pickupKinds.map((k) => Type.Literal(k)));
export const PickupStatus = Type.Union(pickupStatuses.map((k) => Type.Literal(k)));

/** A slot of a branch's day: its start and end (ISO) and how many places are still free. */
export const PickupSlot = Type.Object({ start: Type.String(), end: Type.String(), free: Type.Integer() });
export type PickupSlot = Static<typeof PickupSlot>;

export const SlotsQuery = Type.Object({ branch_id: Type.Integer({ minimum: 1 }), date: DateText });

/** A booked pickup as its member reads it. */
export const Pickup = Type.Object({
  id: Type.Integer(),
  what: PickupWhat,
  /** The id of the request it collects (a pawn redemption, a goods withdrawal, a type 2 close request). */
  ref: Type.Integer(),
  /** What it collects in the member's words ('สินค้าไถ่ถอน สัญญา JN…'). */
  label: Type.String(),
  branch_id: Type.Integer(),
  branchName: Type.String(),
  start: Type.String(),
  end: Type.String(),
  status: PickupStatus,
  statusText: Type.String(),
  /** Until when it may still be moved or cancelled (ISO): the owner's cut-off before the start. */
  changeUntil: Type.String(),
  handedOverAt: Nullable(Type.String()),
});
export type Pickup = Static<typeof Pickup>;

/** Something of the member's waiting at the pickup step, to book: its kind, the request's id and its words. */
export const ReadyPickup = Type.Object({ what: PickupWhat, ref: Type.Integer(), label: Type.String() });
export type ReadyPickup = Static<typeof ReadyPickup>;

export const BookBody = Type.Object(
  {
    what: PickupWhat,
    ref: Type.Integer({ minimum: 1 }),
    branch_id: Type.Integer({ minimum: 1 }),
    /** The slot's start as /api/pickups/slots gave it (ISO). */
    start: Type.String({ minLength: 10, maxLength: 40 }),
  },
  { additionalProperties: false },
);
export type BookBody = Static<typeof BookBody>;

export const MoveBody = Type.Object(
  { branch_id: Type.Integer({ minimum: 1 }), start: Type.String({ minLength: 10, maxLength: 40 }) },
  { additionalProperties: false },
);
export type MoveBody = Static<typeof MoveBody>;

export const AdminPickupsQuery = Type.Object({
  /** The Bangkok day (default today). */
  date: Type.Optional(DateText),
  branch_id: Type.Optional(Type.Integer({ minimum: 1 })),
});

/** A pickup on the staff's day: who comes, for what, and the ID to check (masked as every staff ID view). */
export const AdminPickup = Type.Composite([
  Pickup,
  Type.Object({
    userId: Type.Integer(),
    memberName: Type.String(),
    /** The member's national ID, all but its last four digits hidden: the card shown at the counter must end so. */
    idToCheck: Nullable(Type.String()),
    handedOverBy: Nullable(Type.String()),
    /**
     * Already paid towards what is collected, in baht (a reserved piece's deposit; 0: nothing): it counts towards
     * the price, so the counter takes only the rest.
     */
    depositPaid: Baht,
  }),
]);
export type AdminPickup = Static<typeof AdminPickup>;

/** The owner's pickup rules: the soonest a member may book, and until when before its start they may change it. */
export const PickupSettings = Type.Object(
  { leadHours: Type.Integer({ minimum: 0, maximum: 720 }), cutoffHours: Type.Integer({ minimum: 0, maximum: 168 }) },
  { additionalProperties: false },
);
export type PickupSettings = Static<typeof PickupSettings>;

/** How far ahead a member may book. */
export const PICKUP_DAYS_AHEAD = 30;

export const pickupCalls = {
  slots: endpoint({
    summary: "A branch's pickup slots on a Bangkok date, with the places still free.",
    method: 'GET',
    path: '/api/pickups/slots',
    access: 'member',
    query: SlotsQuery,
    answer: Type.Array(PickupSlot),
  }),
  mine: endpoint({
    summary: "The member's pickups, booked ones first.",
    method: 'GET',
    path: '/api/pickups',
    access: 'member',
    answer: Type.Array(Pickup),
  }),
  ready: endpoint({
    summary: "The member's requests ready to collect at a branch (booked or not).",
    method: 'GET',
    path: '/api/pickups/ready',
    access: 'member',
    answer: Type.Array(ReadyPickup),
  }),
  book: endpoint({
    summary: 'Book a slot to collect something ready at a branch.',
    method: 'POST',
    path: '/api/pickups',
    access: 'verified',
    headers: LineActionHeaders,
    body: BookBody,
    answer: Pickup,
  }),
  move: endpoint({
    summary: 'Move a booked pickup to another slot (until the cut-off).',
    method: 'PUT',
    path: '/api/pickups/:id',
    access: 'verified',
    params: IdParam,
    body: MoveBody,
    answer: Pickup,
  }),
  cancel: endpoint({
    summary: 'Cancel a booked pickup (until the cut-off).',
    method: 'DELETE',
    path: '/api/pickups/:id',
    access: 'member',
    params: IdParam,
    answer: Message,
  }),

  staffDay: endpoint({
    summary: "The pickups of a day at the staff member's branches.",
    method: 'GET',
    path: '/api/admin/pickups',
    access: 'staff',
    query: AdminPickupsQuery,
    answer: Type.Array(AdminPickup),
  }),
  handedOver: endpoint({
    summary: 'Hand over a booked pickup: records who and when, and closes what it collects.',
    method: 'POST',
    path: '/api/admin/pickups/:id/handed-over',
    access: 'staff',
    params: IdParam,
    body: EmptyBody,
    answer: AdminPickup,
  }),
  missed: endpoint({
    summary: 'Mark a booked pickup missed; the member is asked to book again.',
    method: 'POST',
    path: '/api/admin/pickups/:id/missed',
    access: 'staff',
    params: IdParam,
    body: EmptyBody,
    answer: AdminPickup,
  }),
  settings: endpoint({
    summary: "The shop's pickup rules (lead time and cut-off, hours).",
    method: 'GET',
    path: '/api/admin/pickups/settings',
    access: 'staff',
    answer: PickupSettings,
  }),
  setSettings: endpoint({
    summary: "Set the shop's pickup rules (owner).",
    method: 'PUT',
    path: '/api/admin/pickups/settings',
    access: 'owner',
    body: PickupSettings,
    answer: PickupSettings,
  }),
};
