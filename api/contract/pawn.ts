import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { Baht, BahtInput, DateText, ImageField, ImagesQuery, Message, PageQuery, Paged, Text } from './common';
import { endpoint } from './endpoint';

// Pawn (ขายฝาก) contracts: a verified member reads those of their customer record (SPEC §7); staff keep
// them, record payments and import the point-of-sale's CSV exports (/api/admin/pawn/*, ours).
// This file imports nothing from ./admin: admin's dashboard answer is built from AdminPawnContract.

const Nullable = <T extends TSchema>(t: T) => Type.Union([t, Type.Null()]);

/**
 * jn_Status is the point-of-sale's own word, free text shown as it is. These are the words staff pick from
 * in the console.
 */
export const PAWN_STATUS_CHOICES = ['ปกติ', 'ต่อดอก', 'ครบกำหนด', 'เกินกำหนด', 'ไถ่ถอนแล้ว', 'หลุดขายฝาก'] as const;
/** The jn_Status words of a contract that is over (redeemed, forfeited, cancelled, closed): nothing left to pay. */
export const PAWN_CLOSED_STATUSES = ['ไถ่ถอนแล้ว', 'ไถ่ถอน', 'หลุด', 'หลุดจำนำ', 'หลุดขายฝาก', 'ยกเลิก', 'ปิดสัญญา'] as const;

export const PawnContract = Type.Object({
  jn_id: Type.String(),
  jn_date: Type.String({ description: 'YYYY-MM-DD' }),
  Net_Total: Baht,
  Rate_In: Baht,
  fee: Baht,
  jn_Status: Type.String(),
  due_date: Type.String({ description: 'YYYY-MM-DD' }),
  // Our additions (docs/decisions.md "Pawn").
  /** What was pawned and its gold weight in grams, when the shop recorded them. */
  item: Nullable(Type.String()),
  weight_grams: Nullable(Type.Number()),
  /** Not redeemed, forfeited, cancelled or closed (PAWN_CLOSED_STATUSES): the one definition of "open". */
  is_open: Type.Boolean(),
  /** Days past due_date for an open contract, else 0. */
  days_overdue: Type.Integer(),
  /** Interest charged so far (started months × Rate_In) and the estimate to redeem today; null once closed. */
  interest_so_far: Nullable(Baht),
  redeem_today: Nullable(Baht),
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
export const DueSoonQuery = Type.Object({ days: Type.Optional(Type.Integer({ minimum: 0, maximum: 366, default: 7 })) });
export type DueSoonQuery = Static<typeof DueSoonQuery>;

/**
 * CSV import (UTF-8, optional BOM, header row, comma separated, RFC 4180 quotes; dates YYYY-MM-DD; money
 * in baht text like 1,500.50). Contracts: jn_id,customer_card,jn_date,net_total,rate_in,fee,jn_status,
 * due_date with optional customer_name,customer_tel,customer_address (used only to create a customer the
 * shop does not know yet) and item,weight_grams (what was pawned; grams as a decimal number). Payments: jn_id,external_ref,pay_date,total,pay_type.
 * Importing the same file twice changes nothing; any bad row refuses the whole file (400, line number).
 */
export const PAWN_CONTRACT_COLUMNS = ['jn_id', 'customer_card', 'jn_date', 'net_total', 'rate_in', 'fee', 'jn_status', 'due_date'] as const;
export const PAWN_CONTRACT_OPTIONAL_COLUMNS = ['customer_name', 'customer_tel', 'customer_address', 'item', 'weight_grams'] as const;
export const PAWN_PAYMENT_COLUMNS = ['jn_id', 'external_ref', 'pay_date', 'total', 'pay_type'] as const;
export const ImportAnswer = Type.Object({
  inserted: Type.Integer(),
  updated: Type.Integer(),
  unchanged: Type.Integer(),
  /** Customers created from a contracts file (unknown customer_card with customer_name). */
  customersCreated: Type.Integer(),
});
export type ImportAnswer = Static<typeof ImportAnswer>;
/** A refused import: 400 with the first bad line (1 is the header). */
export const ImportError = Type.Composite([Message, Type.Object({ line: Type.Optional(Type.Integer()) })]);
export type ImportError = Static<typeof ImportError>;
/** One CSV file as the multipart part `file`. */
const CsvUpload = { fields: Type.Object({}), files: ['file'] } as const;

/** Pawn contracts: members read their own customer record's; staff keep, pay and import them. */
export const pawnCalls = {
  contracts: endpoint({ method: 'GET', path: '/api/pawn/get-pawn', access: 'verified', answer: PawnContractsAnswer }),
  /** Another customer's jn_id answers 404, like a missing one. */
  payments: endpoint({ method: 'GET', path: '/api/pawn/get-pawn/:jn_id', access: 'verified', params: JnIdParam, query: ImagesQuery, answer: PawnPaymentsAnswer }),

  /** Search by contract number or customer name, or one customer's contracts; newest jn_date first. */
  staffContracts: endpoint({ method: 'GET', path: '/api/admin/pawn/contracts', access: 'staff', query: PawnContractsQuery, answer: Paged(AdminPawnContract) }),
  create: endpoint({ method: 'POST', path: '/api/admin/pawn/contracts', access: 'staff', body: PawnContractCreateBody, answer: AdminPawnContract }),
  update: endpoint({
    method: 'PUT',
    path: '/api/admin/pawn/contracts/:jn_id',
    access: 'staff',
    limit: "the contract's customer stays; moving it to another customer is the owner's",
    params: JnIdParam,
    body: PawnContractUpdateBody,
    answer: AdminPawnContract,
  }),
  staffPayments: endpoint({ method: 'GET', path: '/api/admin/pawn/contracts/:jn_id/payments', access: 'staff', params: JnIdParam, answer: Type.Array(AdminPawnPayment) }),
  /** A payment taken at the counter; the proof image is optional. */
  recordPayment: endpoint({
    method: 'POST',
    path: '/api/admin/pawn/contracts/:jn_id/payments',
    access: 'staff',
    params: JnIdParam,
    upload: { fields: PawnPaymentFields, files: ['proof'] },
    answer: AdminPawnPayment,
  }),
  /** Open contracts past their due date, most overdue first, with the customer's phone and the LINE reminder. */
  overdue: endpoint({ method: 'GET', path: '/api/admin/pawn/overdue', access: 'staff', query: PageQuery, answer: Paged(OverduePawnContract) }),
  /** Open contracts due from today to `days` ahead (7 by default), soonest first. */
  dueSoon: endpoint({ method: 'GET', path: '/api/admin/pawn/due-soon', access: 'staff', query: DueSoonQuery, answer: Type.Array(AdminPawnContract) }),
  importContracts: endpoint({
    method: 'POST',
    path: '/api/admin/pawn/import/contracts',
    access: 'staff',
    limit: "a file that moves a contract to another customer is the owner's to import",
    upload: CsvUpload,
    answer: ImportAnswer,
    errors: { 400: ImportError, 403: ImportError },
  }),
  importPayments: endpoint({
    method: 'POST',
    path: '/api/admin/pawn/import/payments',
    access: 'staff',
    upload: CsvUpload,
    answer: ImportAnswer,
    errors: { 400: ImportError },
  }),
};
