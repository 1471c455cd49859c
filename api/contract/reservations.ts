import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { reservationDepositRules, reservationDepositStates, reservationStatuses } from '@goldshop/db/enums';
import { AmountText, Baht, EmptyBody, IdParam, Message, Text } from './common';
import { PaymentHeaders } from './saving';
import { endpoint } from './endpoint';

// Reserving a catalogue piece for pickup at a branch (docs/product.md "Reserving a piece"): a verified member
// reserves a piece a branch has in stock and books a pickup slot there with it; staff of that branch confirm it
// or cancel it with a reason; one not collected by its slot's end plus the owner's grace is released.

const Nullable = <T extends TSchema>(t: T) => Type.Union([t, Type.Null()]);
export const ReservationStatus = Type.Union(reservationStatuses.map((k) => Type.Literal(k)));
/** What becomes of a deposit when the reservation is released uncollected: refunded, or kept by the shop. */
export const DepositRule = Type.Union(reservationDepositRules.map((k) => Type.Literal(k)));
export const DepositState = Type.Union(reservationDepositStates.map((k) => Type.Literal(k)));

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
  /** The deposit paid with it in baht (0: none asked), the rule for it promised when reserving, and where it is now. */
  deposit: Baht,
  depositRule: DepositRule,
  depositState: Nullable(DepositState),
  /** The deposit's state in Thai ('' without a deposit). */
  depositText: Type.String(),
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
/** The same, sent as multipart with the deposit's `amount` (exactly the deposit asked) and its slip `proof`. */
export const ReserveFields = Type.Object({
  code: Type.String({ minLength: 1, maxLength: 40 }),
  branch_id: Type.Integer({ minimum: 1 }),
  start: Type.String({ minLength: 10, maxLength: 40 }),
  amount: AmountText,
});
export type ReserveFields = Static<typeof ReserveFields>;

/** A reservation on the staff's list: who reserved it. */
export const AdminReservation = Type.Composite([
  Reservation,
  Type.Object({
    userId: Type.Integer(),
    memberName: Type.String(),
    decidedBy: Nullable(Type.String()),
    /** The deposit's slip: a short-lived signed URL (private images); null without a deposit. */
    depositProof: Nullable(Type.String()),
  }),
]);
export type AdminReservation = Static<typeof AdminReservation>;

/**
 * Which reservations the staff's list holds (docs/decisions.md "Refunds due and the deposit at the counter"): `open`
 * (the default) the live ones and every closed one whose deposit the shop still owes back; `refund_due` only those;
 * `all` every one.
 */
export const ReservationsView = Type.Union([Type.Literal('open'), Type.Literal('refund_due'), Type.Literal('all')]);
export type ReservationsView = Static<typeof ReservationsView>;
export const AdminReservationsQuery = Type.Object({
  branch_id: Type.Optional(Type.Integer({ minimum: 1 })),
  show: Type.Optional(ReservationsView),
});

export const CancelReservationBody = Type.Object({ reason: Text(300, 1) }, { additionalProperties: false });
export type CancelReservationBody = Static<typeof CancelReservationBody>;

export const RefundReservationBody = Type.Object({ note: Text(300, 1) }, { additionalProperties: false });
export type RefundReservationBody = Static<typeof RefundReservationBody>;

/** The most deposit the owner may ask, in baht (docs/decisions.md "Reservation deposits"). */
export const MAX_RESERVATION_DEPOSIT = 100_000;
const GraceHours = Type.Integer({ minimum: 0, maximum: 720 });
// Finer than a satang is refused by the server's conversion (formBahtToSatang), not by a float multipleOf.
const DepositBaht = Type.Number({ minimum: 0, maximum: MAX_RESERVATION_DEPOSIT });

/**
 * The owner's reservation rules: how long after its slot's end an uncollected reservation is still held, the deposit
 * asked (baht, 0: none), and what becomes of it when the reservation is released uncollected.
 */
export const ReservationSettings = Type.Object(
  { graceHours: GraceHours, deposit: DepositBaht, depositRule: DepositRule },
  { additionalProperties: false },
);
export type ReservationSettings = Static<typeof ReservationSettings>;
/** The owner's change: the deposit and its rule may be left out (unchanged). */
export const ReservationSettingsBody = Type.Object(
  { graceHours: GraceHours, deposit: Type.Optional(DepositBaht), depositRule: Type.Optional(DepositRule) },
  { additionalProperties: false },
);
export type ReservationSettingsBody = Static<typeof ReservationSettingsBody>;
/** `code`: the deposit for that piece (never above its price). */
export const ReservationTermsQuery = Type.Object({ code: Type.Optional(Type.String({ minLength: 1, maxLength: 40 })) });

export const reservationCalls = {
  terms: endpoint({
    summary: 'The rules a member reads before reserving: how long it is held after its slot, the deposit and its rule.',
    method: 'GET',
    path: '/api/reservations/terms',
    access: 'member',
    query: ReservationTermsQuery,
    answer: ReservationSettings,
  }),
  reserve: endpoint({
    summary: 'Reserve a piece at a branch with a pickup slot (multipart with the deposit and slip when the owner asks one).',
    method: 'POST',
    path: '/api/reservations',
    access: 'verified',
    headers: PaymentHeaders,
    body: ReserveBody,
    upload: { fields: ReserveFields, files: ['proof'] },
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
    summary: "The reservations at the staff member's branches: live ones and deposits owed back, unless show says otherwise.",
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
  refund: endpoint({
    summary: "Record the transfer that refunded a reservation's deposit (its note: the transfer's reference).",
    method: 'POST',
    path: '/api/admin/reservations/:id/refund',
    access: 'staff',
    params: IdParam,
    body: RefundReservationBody,
    answer: AdminReservation,
  }),
  settings: endpoint({
    summary: "The shop's reservation rules (grace after the slot, deposit and its rule).",
    method: 'GET',
    path: '/api/admin/reservations/settings',
    access: 'staff',
    answer: ReservationSettings,
  }),
  setSettings: endpoint({
    summary: "Set the shop's reservation rules (owner).",
    method: 'PUT',
    path: '/api/admin/reservations/settings',
    access: 'owner',
    body: ReservationSettingsBody,
    answer: ReservationSettings,
  }),
};
