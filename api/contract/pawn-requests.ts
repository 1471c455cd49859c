import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { pawnMonthRules, pawnRequestKinds, pawnRequestStatuses, type PawnRequestStatus as Status } from '@goldshop/db/enums';
import { AmountText, Baht, BranchFilter, DateText, EmptyBody, IdParam, ImageField, Message, PageQuery, Paged } from './common';
import { endpoint } from './endpoint';
import { RejectBody } from './decisions';
import { SlipFilter, SlipReading } from './payments';
import { PaymentHeaders, SlipMatch } from './saving';
import { JnId, JnIdParam } from './pawn';

// Paying a pawn (ขายฝาก) contract from the app (docs/decisions.md "Pawn"): the server's quote for ต่อดอก,
// ลดต้น or ไถ่ถอน, the request with its slip, the staff's decision through decide(), and the e-receipt
// the shop issues on approval (the written evidence the Civil and Commercial Code §496 asks for).

const Nullable = <T extends TSchema>(t: T) => Type.Union([t, Type.Null()]);

export const PawnRequestKind = Type.Union(pawnRequestKinds.map((k) => Type.Literal(k)));
export const PawnRequestStatus = Type.Union(pawnRequestStatuses.map((s) => Type.Literal(s)));

/** The one Thai text of each request state. */
export const PAWN_REQUEST_STATUS_TEXT = {
  pending: 'รอร้านตรวจสอบ',
  approved: 'ร้านรับชำระแล้ว',
  rejected: 'ไม่อนุมัติ',
  picked_up: 'รับสินค้าคืนแล้ว',
} as const satisfies Record<Status, string>;

export const PawnQuoteQuery = Type.Object({
  kind: PawnRequestKind,
  /** ต่อดอก: months of interest (the quote's monthsRange says which). */
  months: Type.Optional(Type.Integer({ minimum: 1, maximum: 36 })),
  /** ลดต้น: the principal to pay down, baht with at most 2 decimals. */
  principal: Type.Optional(AmountText),
});
export type PawnQuoteQuery = Static<typeof PawnQuoteQuery>;

/** §499 as it applies to a payment: the most the price may be by `date` (`days` after the sale), and whether it lowered this one. */
export const PawnCeiling = Type.Object({
  date: Type.String(),
  days: Type.Integer(),
  /** Net_Total × (1 + 0.15 × days / 365), rounded down to the satang. */
  limit: Baht,
  bites: Type.Boolean(),
  /** What the ceiling took off the interest. */
  cut: Baht,
});
export type PawnCeiling = Static<typeof PawnCeiling>;

/** How a quote is made up, in the words the member and staff read (PAWN_QUOTE_TEXT). */
export const PawnBreakdown = Type.Object({
  /** The sale price, and the principal left before this payment. */
  netTotal: Baht,
  principal: Baht,
  /** Rate_In (in proportion to the principal left) + fee, per month. */
  monthlyInterest: Baht,
  monthRule: Type.Union(pawnMonthRules.map((r) => Type.Literal(r))),
  /** Days from the sale to the day, and the months the shop's rule counts over them (1.5 under the half rule). */
  daysSinceSale: Type.Integer(),
  monthsCounted: Type.Number(),
  /** Interest counted to the day, what was paid before, and what is owed (after the ceiling). */
  interestCharged: Baht,
  interestPaid: Baht,
  interestOwed: Baht,
  /** This payment's parts, and the principal left after it. */
  payInterest: Baht,
  payPrincipal: Baht,
  principalAfter: Baht,
});
export type PawnBreakdown = Static<typeof PawnBreakdown>;

export const PawnQuote = Type.Object({
  jn_id: Type.String(),
  kind: PawnRequestKind,
  /** The Bangkok day it is priced for (a request sent on another day is priced again). */
  day: Type.String(),
  amount: Baht,
  months: Nullable(Type.Integer()),
  /** ต่อดอก: the due date once approved (never past 3 years from the sale). */
  newDueDate: Nullable(Type.String()),
  breakdown: PawnBreakdown,
  ceiling: PawnCeiling,
  /** ต่อดอก: how many months may be chosen (min > max when none may). */
  monthsRange: Type.Object({ min: Type.Integer(), max: Type.Integer() }),
  /** ต่อดอก: the choices to offer, a year at most from the fewest months, each with the due date it gives. */
  extensions: Type.Array(Type.Object({ months: Type.Integer(), dueDate: Type.String() })),
  /** The last day the contract may be redeemed or extended to. */
  redemptionLimit: Type.String(),
});
export type PawnQuote = Static<typeof PawnQuote>;

/** The multipart fields beside the slip `proof`; Idempotency-Key as for every payment. */
export const PawnRequestFields = Type.Object({
  jn_id: JnId,
  kind: PawnRequestKind,
  months: Type.Optional(Type.String({ pattern: '^[1-9][0-9]?$' })),
  principal: Type.Optional(AmountText),
  /** The amount the member was shown and transferred: refused (409) when the quote is no longer that. */
  amount: AmountText,
  /** ไถ่ถอน: the branch (its id, one that takes pickups: branchCalls.list) and the day to collect the item. */
  branch_id: Type.Optional(Type.String({ pattern: '^[1-9][0-9]{0,9}$' })),
  pickup_date: Type.Optional(DateText),
});
export type PawnRequestFields = Static<typeof PawnRequestFields>;

/** The shop's e-receipt for an approved payment: its written evidence of what it received and of the due date. */
export const PawnReceipt = Type.Object({
  number: Type.String(),
  issuedAt: Type.String(),
  shopName: Type.String(),
  /** Who received the payment for the shop. */
  staffName: Type.String(),
  jn_id: Type.String(),
  kind: PawnRequestKind,
  payDate: Type.String(),
  amount: Baht,
  interest: Baht,
  principal: Baht,
  months: Nullable(Type.Integer()),
  principalAfter: Baht,
  /** The due date after this payment (moved by ต่อดอก), or null once redeemed. */
  dueDate: Nullable(Type.String()),
  /** ไถ่ถอน: where and when the item is collected. */
  branch: Nullable(Type.String()),
  pickupDate: Nullable(Type.String()),
});
export type PawnReceipt = Static<typeof PawnReceipt>;

/** A payment the member sent, as they see it. */
export const PawnRequest = Type.Object({
  id: Type.Integer(),
  jn_id: Type.String(),
  kind: PawnRequestKind,
  status: PawnRequestStatus,
  amount: Baht,
  interest: Baht,
  principal: Baht,
  months: Nullable(Type.Integer()),
  newDueDate: Nullable(Type.String()),
  /** ไถ่ถอน: where (the branch's id and name) and when the item is collected. */
  branch_id: Nullable(Type.Integer()),
  branch: Nullable(Type.String()),
  pickupDate: Nullable(Type.String()),
  /** The shop's reason when it refused. */
  note: Nullable(Type.String()),
  proof: ImageField,
  createdAt: Type.String(),
  decidedAt: Nullable(Type.String()),
  receipt: Nullable(PawnReceipt),
});
export type PawnRequest = Static<typeof PawnRequest>;

export const PawnRequestsQuery = Type.Object({
  jn_id: Type.Optional(JnId),
  images: Type.Optional(Type.Union([Type.Literal('url'), Type.Literal('base64')])),
});
export type PawnRequestsQuery = Static<typeof PawnRequestsQuery>;

// ---------------------------------------------------------------- staff side

export const AdminPawnRequestsQuery = Type.Composite([
  PageQuery,
  BranchFilter,
  Type.Object({ status: Type.Optional(PawnRequestStatus), kind: Type.Optional(PawnRequestKind), jn_id: Type.Optional(JnId) }),
  SlipFilter,
]);
export type AdminPawnRequestsQuery = Static<typeof AdminPawnRequestsQuery>;

export const AdminPawnRequest = Type.Composite([
  Type.Omit(PawnRequest, ['proof']),
  Type.Object({
    userId: Type.Integer(),
    username: Nullable(Type.String()),
    customerName: Type.String(),
    /** The quote the member paid on. */
    quote: PawnQuote,
    /** The contract now: its due date and principal, and the due date an approval would give (ต่อดอก). */
    dueDate: Type.String(),
    principalNow: Baht,
    resultingDueDate: Nullable(Type.String()),
    proof: ImageField,
    slipMatch: Nullable(SlipMatch),
    slipRead: Nullable(SlipReading),
    decidedBy: Nullable(Type.String()),
  }),
]);
export type AdminPawnRequest = Static<typeof AdminPawnRequest>;

/** The owner's pawn rules: how a started month is counted, and the grace past a due date for paying in the app. */
export const PawnSettings = Type.Object(
  {
    monthRule: Type.Union(pawnMonthRules.map((r) => Type.Literal(r))),
    graceDays: Type.Integer({ minimum: 0, maximum: 90 }),
  },
  { additionalProperties: false },
);
export type PawnSettings = Static<typeof PawnSettings>;

/** Paying a pawn contract from the app: the member's quote and request; the staff's queue and decisions. */
export const pawnRequestCalls = {
  /** The price of a payment today; 404 for a contract not the member's, 409 when it cannot be paid in the app. */
  quote: endpoint({
    summary: 'A quote for paying interest (ต่อดอก), paying down (ลดต้น) or redeeming (ไถ่ถอน) a pawn contract.',
    method: 'GET',
    path: '/api/pawn/quote/:jn_id',
    access: 'verified',
    params: JnIdParam,
    query: PawnQuoteQuery,
    answer: PawnQuote,
  }),
  /** One request at a time per contract: a second is 409. */
  request: endpoint({
    summary: 'Ask to pay a pawn contract in the app, with the transfer slip.',
    method: 'POST',
    path: '/api/pawn/requests',
    access: 'verified',
    upload: { fields: PawnRequestFields, files: ['proof'] },
    headers: PaymentHeaders,
    answer: PawnRequest,
  }),
  /** The member's own requests, newest first (one contract's with ?jn_id=). */
  requests: endpoint({
    summary: "The member's pawn payment requests, with their e-receipts.",
    method: 'GET',
    path: '/api/pawn/requests',
    access: 'verified',
    query: PawnRequestsQuery,
    answer: Type.Array(PawnRequest),
  }),

  staffRequests: endpoint({
    summary: "Members' pawn payment requests, filtered and paged.",
    method: 'GET',
    path: '/api/admin/pawn/requests',
    access: 'staff',
    query: AdminPawnRequestsQuery,
    answer: Paged(AdminPawnRequest),
  }),
  approve: endpoint({
    summary: 'Approve a pawn payment: records the payment and moves the due date.',
    method: 'POST',
    path: '/api/admin/pawn/requests/:id/approve',
    access: 'staff',
    params: IdParam,
    body: EmptyBody,
    answer: Message,
  }),
  reject: endpoint({
    summary: 'Reject a pawn payment request with a reason.',
    method: 'POST',
    path: '/api/admin/pawn/requests/:id/reject',
    access: 'staff',
    params: IdParam,
    body: RejectBody,
    answer: Message,
  }),
  /** A redemption's item handed over: the contract becomes ไถ่ถอนแล้ว. */
  pickedUp: endpoint({
    summary: 'Mark a redeemed piece as handed over to the member.',
    method: 'POST',
    path: '/api/admin/pawn/requests/:id/picked-up',
    access: 'staff',
    params: IdParam,
    body: EmptyBody,
    answer: Message,
  }),
  settings: endpoint({
    summary: "The shop's pawn rules (month rule and grace days).",
    method: 'GET',
    path: '/api/admin/pawn/settings',
    access: 'staff',
    answer: PawnSettings,
  }),
  /** Rules that move money are the owner's (docs/decisions.md "Who may do what"). */
  setSettings: endpoint({
    summary: "Set the shop's pawn rules (owner; alerts the owner).",
    method: 'PUT',
    path: '/api/admin/pawn/settings',
    access: 'owner',
    body: PawnSettings,
    answer: PawnSettings,
  }),
};
