import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { reservationStatuses } from '@goldshop/db/enums';
import { EmptyBody, IdParam, Message, Text } from './common';
import { endpoint } from './endpoint';

// Reserving a catalogue piece for pickup at a branch (docs/product.md "Reserving a piece"): a verified member
// reserves a piece a branch has in stock and books a pickup slot there with it; staff of that branch confirm it
// or cancel it with a reason; one not collected by its slot's end plus the owner's grace is released.

const Nullable = <T extends TSchema>(t: T) => Type.Union([t, Type.Null()]);
export const ReservationStatus = Type.Union(reservationStatuses.map((k) => Type.Literal(k)));

/** A reservation as its member reads it. */
export const Reservation = Type.Object({
  id: Type.Integer(),
  code: Type.String(),
  /** The piece's name as the catalogue calls it ('' when the product is gone). */
  name: Type.String(),
  branch_id: Type.Integer(),
  branchName: Type.String(),
  /** The pickup booked with it: its slot (ISO). */
  pickupId: Nullable(Type.Integer()),
  start: Type.String(),
  end: Type.String(),
  /** Until when it is held when not collected (ISO): the slot's end plus the owner's grace. */
  holdUntil: Type.String(),
  status: ReservationStatus,
  statusText: Type.String(),
  /** Why staff cancelled it. */
  reason: Nullable(Type.String()),
  createdAt: Type.String(),
});
export type Reservation = Static<typeof Reservation>;

export const ReserveBody = Type.Object(
  {
    code: Type.String({ minLength: 1, maxLength: 40 }),
    branch_id: Type.Integer({ minimum: 1 }),
    /** The slot's start as /api/pickups/slots gave it (ISO). */
    start: Type.String({ minLength: 10, maxLength: 40 }),
  },
  { additionalProperties: false },
);
export type ReserveBody = Static<typeof ReserveBody>;

/** A reservation on the staff's list: who reserved it. */
export const AdminReservation = Type.Composite([
  Reservation,
  Type.Object({ userId: Type.Integer(), memberName: Type.String(), decidedBy: Nullable(Type.String()) }),
]);
export type AdminReservation = Static<typeof AdminReservation>;

export const AdminReservationsQuery = Type.Object({
  branch_id: Type.Optional(Type.Integer({ minimum: 1 })),
  /** Only live ones (pending and confirmed) unless `all=1`. */
  all: Type.Optional(Type.Union([Type.Literal(0), Type.Literal(1)])),
});

export const CancelReservationBody = Type.Object({ reason: Text(300, 1) }, { additionalProperties: false });
export type CancelReservationBody = Static<typeof CancelReservationBody>;

/** The owner's reservation rule: how long after its slot's end an uncollected reservation is still held. */
export const ReservationSettings = Type.Object({ graceHours: Type.Integer({ minimum: 0, maximum: 720 }) }, { additionalProperties: false });
export type ReservationSettings = Static<typeof ReservationSettings>;

export const reservationCalls = {
  terms: endpoint({
    summary: 'The rules a member reads before reserving (how long a reservation is held after its slot).',
    method: 'GET',
    path: '/api/reservations/terms',
    access: 'member',
    answer: ReservationSettings,
  }),
  reserve: endpoint({
    summary: 'Reserve a piece in stock at a branch, booking a pickup slot there.',
    method: 'POST',
    path: '/api/reservations',
    access: 'verified',
    body: ReserveBody,
    answer: Reservation,
  }),
  mine: endpoint({
    summary: "The member's reservations, live ones first.",
    method: 'GET',
    path: '/api/reservations',
    access: 'member',
    answer: Type.Array(Reservation),
  }),
  cancel: endpoint({
    summary: 'Cancel an own reservation before its pickup: the piece and the slot are released.',
    method: 'DELETE',
    path: '/api/reservations/:id',
    access: 'member',
    params: IdParam,
    answer: Message,
  }),

  staffList: endpoint({
    summary: "The reservations at the staff member's branches (live ones unless all=1).",
    method: 'GET',
    path: '/api/admin/reservations',
    access: 'staff',
    query: AdminReservationsQuery,
    answer: Type.Array(AdminReservation),
  }),
  confirm: endpoint({
    summary: 'Confirm a pending reservation (the piece is set aside at the branch).',
    method: 'POST',
    path: '/api/admin/reservations/:id/confirm',
    access: 'staff',
    params: IdParam,
    body: EmptyBody,
    answer: AdminReservation,
  }),
  staffCancel: endpoint({
    summary: 'Cancel a live reservation with the reason the member reads; the piece and the slot are released.',
    method: 'POST',
    path: '/api/admin/reservations/:id/cancel',
    access: 'staff',
    params: IdParam,
    body: CancelReservationBody,
    answer: AdminReservation,
  }),
  settings: endpoint({
    summary: "The shop's reservation rule (grace after the slot).",
    method: 'GET',
    path: '/api/admin/reservations/settings',
    access: 'staff',
    answer: ReservationSettings,
  }),
  setSettings: endpoint({
    summary: "Set the shop's reservation rule (owner).",
    method: 'PUT',
    path: '/api/admin/reservations/settings',
    access: 'owner',
    body: ReservationSettings,
    answer: ReservationSettings,
  }),
};
