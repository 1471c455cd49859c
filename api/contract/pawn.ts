import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { Baht, BahtInput, BranchFilter, DateText, ImageField, ImagesQuery, Message, PageQuery, Paged, Text } from './common';
import { endpoint } from './endpoint';
import { PAWN_STANDINGS } from './pawn-standing';
import { pawnRequestKinds } from '@goldshop/db/enums';

// Pawn (ขายฝาก) contracts: a verified member reads those of their customer record (docs/product.md "The calls"); staff keep
// them, record payments and import the point-of-sale's CSV exports (/api/admin/pawn/*, ours).
// This file imports nothing from ./admin: admin's dashboard answer is built from AdminPawnContract.

const Nullable = <T extends TSchema>(t: T) => Type.Union([t, Type.Null()]);

/**
 * jn_Status is the point-of-sale's own word, free text shown as it is. These are the words staff pick from
 * in the console.
 */
export const PAWN_STATUS_CHOICES = ['ปกติ', 'ต่อดอก', 'ครบกำหนด', 'เกินกำหนด', 'ไถ่ถอนแล้ว', 'หลุดขายฝาก'] as const;
/**
 * The jn_Status the app gives a contract whose redemption staff approved: paid in full, the item waiting at
 * the branch for the member. Staff set 'ไถ่ถอนแล้ว' when they hand it over.
 */
export const PAWN_AWAITING_PICKUP = 'รอรับสินค้าคืน';
/** The jn_Status words of a contract that is over (redeemed, forfeited, cancelled, closed): nothing left to pay. */
export const PAWN_CLOSED_STATUSES = ['ไถ่ถอนแล้ว', 'ไถ่ถอน', 'หลุด', 'หลุดจำนำ', 'หลุดขายฝาก', 'ยกเลิก', 'ปิดสัญญา', PAWN_AWAITING_PICKUP] as const;

/**
 * Whether the member may pay a contract from the app: open; or closed, pickup (redeemed in the app, the item
 * waits at the branch), pending (a payment waits for staff), contact (too far past the due date, or past the
 * 3 years the law allows: the shop must talk to them).
 */
export const PAWN_PAY_STATES = ['open', 'closed', 'pickup', 'pending', 'contact'] as const;
export const PawnPayState = Type.Union(PAWN_PAY_STATES.map((s) => Type.Literal(s)));
export type PawnPayState = (typeof PAWN_PAY_STATES)[number];

export const PawnStanding = Type.Object({
  code: Type.Union(PAWN_STANDINGS.map((c) => Type.Literal(c))),
  dueDate: Type.String({ description: 'YYYY-MM-DD' }),
  daysOverdue: Type.Integer(),
  /** Days from today to the due date (0 on it, negative once past). */
  daysToDue: Type.Integer(),
  payUntil: Nullable(Type.String({ description: 'YYYY-MM-DD' })),
  keepFrom: Nullable(Type.String({ description: 'YYYY-MM-DD' })),
});

export const PawnContract = Type.Object({
  jn_id: Type.String(),
  jn_date: Type.String({ description: 'YYYY-MM-DD' }),
  Net_Total: Baht,
  Rate_In: Baht,
  fee: Baht,
  jn_Status: Type.String(),
  due_date: Type.String({ description: 'YYYY-MM-DD' }),
  // Our additions (docs/decisions.md "Pawn").
  /** The branch that keeps the contract: the member pays to its receiver (branchCalls.list names it). */
  branch_id: Type.Integer(),
  /** What was pawned and its gold weight in grams, when the shop recorded them. */
  item: Nullable(Type.String()),
  weight_grams: Nullable(Type.Number()),
  /** Not redeemed, forfeited, cancelled or closed (PAWN_CLOSED_STATUSES): the one definition of "open". */
  is_open: Type.Boolean(),
  /** Days past due_date for an open contract, else 0. */
  days_overdue: Type.Integer(),
  /** Net_Total less the principal paid down (ลดต้น): what redeeming repays. */
  principal: Baht,
  /** The monthly interest: Rate_In (in proportion to the principal left) + fee, the one figure every screen shows. */
  monthly_interest: Baht,
  /**
   * Interest owed today (the shop's month rule, less what was paid, within the law's ceiling) and the estimate
   * to redeem today (principal + that interest); null once closed.
   */
  interest_owed: Nullable(Baht),
  redeem_today: Nullable(Baht),
  /** The law's 15 %-a-year ceiling lowered today's interest owed. */
  ceiling_bites: Type.Boolean(),
  /** The last day the contract may be redeemed or extended to: 3 years from the sale. */
  redemption_limit: Type.String({ description: 'YYYY-MM-DD' }),
  /** Whether the member may pay it from the app now (PAWN_PAY_STATES). */
  pay: PawnPayState,
  /**
   * Where it stands today, one answer for every screen, the console and LINE (pawn-standing.ts: its label and the
   * one sentence of until when the member can pay in the app and from which day the shop may keep the piece).
   */
  standing: PawnStanding,
});
export type PawnContract = Static<typeof PawnContract>;
/** The contracts of the member's customer record: open overdue ones first (most overdue first), then newest jn_date first. */
export const PawnContractsAnswer = Type.Array(PawnContract);
export type PawnContractsAnswer = Static<typeof PawnContractsAnswer>;

export const PawnPayment = Type.Object({
  pay_date: Type.String({ description: 'YYYY-MM-DD' }),
  Total: Baht,
  pay_type: Type.String(),
  proof: ImageField,
  // Our additions: the part that paid principal down, and what a payment made in the app paid for.
  principal: Baht,
  kind: Nullable(Type.Union(pawnRequestKinds.map((k) => Type.Literal(k)))),
});
export type PawnPayment = Static<typeof PawnPayment>;
/** One contract's payments, newest pay_date first. */
export const PawnPaymentsAnswer = Type.Array(PawnPayment);
export type PawnPaymentsAnswer = Static<typeof PawnPaymentsAnswer>;

export const JnId = Type.String({ minLength: 1, maxLength: 40, pattern: '^[A-Za-z0-9_-]+$' });
export const JnIdParam = Type.Object({ jn_id: JnId });
export type JnIdParam = Static<typeof JnIdParam>;

// ---------------------------------------------------------------- staff side

/** A contract as staff see it; the dashboard's "due this week" list shows it too. */
export const AdminPawnContract = Type.Composite([
  PawnContract,
  Type.Object({
    customerId: Type.Integer(),
    customerName: Type.String(),
    /** Sum of the contract's recorded payments. */
    paid: Baht,
    /** Rate_In + fee comes to more than 15 % a year of Net_Total: the shop decides, staff are told (docs/decisions.md "Pawn"). */
    above_legal_rate: Type.Boolean(),
    createdAt: Type.String(),
  }),
]);
export type AdminPawnContract = Static<typeof AdminPawnContract>;

/** An overdue contract in the staff's queue (our addition). */
export const OverduePawnContract = Type.Composite([
  AdminPawnContract,
  Type.Object({
    customerTel: Type.String(),
    /** Whether the LINE reminder for this due date reached the customer (false also when they have no LINE). */
    reminderSent: Type.Boolean(),
  }),
]);
export type OverduePawnContract = Static<typeof OverduePawnContract>;

export const PawnContractsQuery = Type.Composite([
  PageQuery,
  BranchFilter,
  Type.Object({ q: Type.Optional(Type.String({ maxLength: 100 })), customerId: Type.Optional(Type.Integer({ minimum: 1 })) }),
]);
export type PawnContractsQuery = Static<typeof PawnContractsQuery>;
const PawnFields = {
  customerId: Type.Integer({ minimum: 1 }),
  jn_date: DateText,
  Net_Total: BahtInput,
  Rate_In: BahtInput,
  fee: BahtInput,
  jn_Status: Text(50, 1),
  due_date: DateText,
  item: Type.Optional(Nullable(Text(200))),
  weight_grams: Type.Optional(Nullable(Type.Number({ exclusiveMinimum: 0, maximum: 100_000 }))),
  /** The branch that keeps it; left out: the first open branch for a new contract, unchanged for an edit. */
  branch_id: Type.Optional(Type.Integer({ minimum: 1 })),
};
export const PawnContractCreateBody = Type.Object({ jn_id: JnId, ...PawnFields });
export type PawnContractCreateBody = Static<typeof PawnContractCreateBody>;
export const PawnContractUpdateBody = Type.Object(PawnFields);
export type PawnContractUpdateBody = Static<typeof PawnContractUpdateBody>;

export const AdminPawnPayment = Type.Object({
  id: Type.Integer(),
  jn_id: Type.String(),
  pay_date: Type.String(),
  Total: Baht,
  pay_type: Type.String(),
  external_ref: Nullable(Type.String()),
  proof: ImageField,
  /** The part that paid principal down; the member's request when it was paid in the app. */
  principal: Baht,
  request_id: Nullable(Type.Integer()),
  createdAt: Type.String(),
});
export type AdminPawnPayment = Static<typeof AdminPawnPayment>;
/** Baht as staff type it: digits with optional thousands commas, at most 2 decimals ("1,500.50"). */
export const PAWN_TOTAL_PATTERN = '^[0-9][0-9,]{0,12}(?:\\.[0-9]{1,2})?$';
/** The text fields beside the optional image file `proof`. */
export const PawnPaymentFields = Type.Object({
  pay_date: DateText,
  Total: Type.String({ pattern: PAWN_TOTAL_PATTERN }),
  pay_type: Text(50, 1),
  external_ref: Type.Optional(Text(100)),
});
export type PawnPaymentFields = Static<typeof PawnPaymentFields>;
export const DueSoonQuery = Type.Composite([
  BranchFilter,
  Type.Object({ days: Type.Optional(Type.Integer({ minimum: 0, maximum: 366, default: 7 })) }),
]);
/** The overdue list, a page at a time, narrowed to a branch by the owner. */
export const OverdueQuery = Type.Composite([PageQuery, BranchFilter]);
export type DueSoonQuery = Static<typeof DueSoonQuery>;

/**
 * CSV import (UTF-8, optional BOM, header row, comma separated, RFC 4180 quotes; dates YYYY-MM-DD; money
 * in baht text like 1,500.50). Contracts: jn_id,customer_card,jn_date,net_total,rate_in,fee,jn_status,
 * due_date with optional customer_name,customer_tel,customer_address (used only to create a customer the
 * shop does not know yet), item,weight_grams (what was pawned; grams as a decimal number) and branch (the
 * branch's name, with or without สาขา, or its code; an unknown one refuses the line; left out or empty: a new
 * contract goes to the first open branch, a known one keeps its branch). Payments: jn_id,external_ref,pay_date,total,pay_type.
 * Importing the same file twice changes nothing; any bad row refuses the whole file (400, line number).
 */
export const PAWN_CONTRACT_COLUMNS = ['jn_id', 'customer_card', 'jn_date', 'net_total', 'rate_in', 'fee', 'jn_status', 'due_date'] as const;
export const PAWN_CONTRACT_OPTIONAL_COLUMNS = [
  'customer_name',
  'customer_tel',
  'customer_address',
  'item',
  'weight_grams',
  'branch',
] as const;
export const PAWN_PAYMENT_COLUMNS = ['jn_id', 'external_ref', 'pay_date', 'total', 'pay_type'] as const;
/**
 * A line of an import that was not applied as the file said, or was applied with a warning: a due date kept
 * behind an approved extension, a redemption paid in the app kept, a payment recognised as one made in the
 * app, an interest above 15 % a year (applied: the shop decides).
 */
export const IMPORT_NOTE_CODES = ['due_date_kept', 'status_kept', 'app_payment_matched', 'app_payment_kept', 'above_legal_rate'] as const;
export const ImportNote = Type.Object({
  line: Type.Integer(),
  jn_id: Type.String(),
  code: Type.Union(IMPORT_NOTE_CODES.map((c) => Type.Literal(c))),
  /** Thai, for staff. */
  message: Type.String(),
});
export type ImportNote = Static<typeof ImportNote>;
export const ImportAnswer = Type.Object({
  inserted: Type.Integer(),
  updated: Type.Integer(),
  unchanged: Type.Integer(),
  /** Customers created from a contracts file (unknown customer_card with customer_name). */
  customersCreated: Type.Integer(),
  /** What the point-of-sale's file would have undone of what was done in the app (not applied), and warnings. */
  conflicts: Type.Array(ImportNote),
  warnings: Type.Array(ImportNote),
});
export type ImportAnswer = Static<typeof ImportAnswer>;
/** A refused import: 400 with the first bad line (1 is the header). */
export const ImportError = Type.Composite([Message, Type.Object({ line: Type.Optional(Type.Integer()) })]);
export type ImportError = Static<typeof ImportError>;
/** One CSV file as the multipart part `file`. */
const CsvUpload = { fields: Type.Object({}), files: ['file'] } as const;

/** Pawn contracts: members read their own customer record's; staff keep, pay and import them. */
export const pawnCalls = {
  contracts: endpoint({
    summary: "The member's pawn (ขายฝาก) contracts.",
    method: 'GET',
    path: '/api/pawn/get-pawn',
    access: 'verified',
    answer: PawnContractsAnswer,
  }),
  /** Another customer's jn_id answers 404, like a missing one. */
  payments: endpoint({
    summary: 'One pawn contract of the member, with its payments.',
    method: 'GET',
    path: '/api/pawn/get-pawn/:jn_id',
    access: 'verified',
    params: JnIdParam,
    query: ImagesQuery,
    answer: PawnPaymentsAnswer,
  }),

  /** Search by contract number or customer name, or one customer's contracts; newest jn_date first. */
  staffContracts: endpoint({
    summary: 'Pawn contracts, searched and paged.',
    method: 'GET',
    path: '/api/admin/pawn/contracts',
    access: 'staff',
    query: PawnContractsQuery,
    answer: Paged(AdminPawnContract),
  }),
  create: endpoint({
    summary: 'Record a new pawn contract.',
    method: 'POST',
    path: '/api/admin/pawn/contracts',
    access: 'staff',
    body: PawnContractCreateBody,
    answer: AdminPawnContract,
  }),
  update: endpoint({
    summary: "Correct a pawn contract (moving it to another customer is the owner's).",
    method: 'PUT',
    path: '/api/admin/pawn/contracts/:jn_id',
    access: 'staff',
    limit: "the contract's customer stays; moving it to another customer is the owner's",
    params: JnIdParam,
    body: PawnContractUpdateBody,
    answer: AdminPawnContract,
  }),
  staffPayments: endpoint({
    summary: "A pawn contract's payments.",
    method: 'GET',
    path: '/api/admin/pawn/contracts/:jn_id/payments',
    access: 'staff',
    params: JnIdParam,
    answer: Type.Array(AdminPawnPayment),
  }),
  /** A payment taken at the counter; the proof image is optional. */
  recordPayment: endpoint({
    summary: 'Record a payment on a pawn contract with its proof.',
    method: 'POST',
    path: '/api/admin/pawn/contracts/:jn_id/payments',
    access: 'staff',
    params: JnIdParam,
    upload: { fields: PawnPaymentFields, files: ['proof'] },
    answer: AdminPawnPayment,
  }),
  /** Open contracts past their due date, most overdue first, with the customer's phone and the LINE reminder. */
  overdue: endpoint({
    summary: 'Pawn contracts past their due date.',
    method: 'GET',
    path: '/api/admin/pawn/overdue',
    access: 'staff',
    query: OverdueQuery,
    answer: Paged(OverduePawnContract),
  }),
  /** Open contracts due from today to `days` ahead (7 by default), soonest first. */
  dueSoon: endpoint({
    summary: 'Pawn contracts due within 7 days.',
    method: 'GET',
    path: '/api/admin/pawn/due-soon',
    access: 'staff',
    query: DueSoonQuery,
    answer: Type.Array(AdminPawnContract),
  }),
  importContracts: endpoint({
    summary: 'Import pawn contracts from the branch system (CSV).',
    method: 'POST',
    path: '/api/admin/pawn/import/contracts',
    access: 'staff',
    limit: "a file that moves a contract to another customer is the owner's to import",
    upload: CsvUpload,
    answer: ImportAnswer,
    errors: { 400: ImportError, 403: ImportError },
  }),
  importPayments: endpoint({
    summary: 'Import pawn payments from the branch system (CSV).',
    method: 'POST',
    path: '/api/admin/pawn/import/payments',
    access: 'staff',
    upload: CsvUpload,
    answer: ImportAnswer,
    errors: { 400: ImportError },
  }),
};
