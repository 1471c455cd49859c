import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { Baht, ImageField, Text } from './common';
import { GoldPriceData } from './gold-price';
import { PawnContract } from './pawn';

// The staff side of every member flow: /api/admin/*, all behind the admin session cookie. Not in SPEC §7
// (the spec leaves staff approval "not shown"); the paths are ours and listed in each section below.
// Private images (slips, ID cards, selfies, proofs) always come back as short-lived signed URLs here.

// ---------------------------------------------------------------- shared shapes

/** ProTable pagination: 1-based page, at most 100 rows a page. */
export const PageQuery = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 1, default: 1 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20 })),
});
export type PageQuery = Static<typeof PageQuery>;
export const Paged = <T extends TSchema>(item: T) => Type.Object({ data: Type.Array(item), total: Type.Integer() });
export interface Paged<T> { data: T[]; total: number }

const Nullable = <T extends TSchema>(t: T) => Type.Union([t, Type.Null()]);
/** A calendar date, YYYY-MM-DD (checked to be a real date by the server). */
export const DateText = Type.String({ pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' });
export const Phone = Type.String({ pattern: '^[0-9+\\- ]{9,20}$' });
const Email = Type.Union([Type.Literal(''), Type.String({ format: 'email', maxLength: 200 })]);
/** Baht from a staff form as a JSON number, at most 2 decimals (checked exactly by the server). */
const BahtInput = Type.Number({ minimum: 0, maximum: 1_000_000_000 });

export const DecisionStatus = Type.Union([Type.Literal('pending'), Type.Literal('approved'), Type.Literal('rejected')]);
export type DecisionStatus = Static<typeof DecisionStatus>;
export const StatusQuery = Type.Object({ status: Type.Optional(DecisionStatus) });

/** Every decision answers the new state's message; a reject needs a reason the member sees. */
export const RejectBody = Type.Object({ note: Text(500, 1) });
export type RejectBody = Static<typeof RejectBody>;

// ---------------------------------------------------------------- dashboard
// GET /api/admin/pending-counts (menu badges), GET /api/admin/dashboard

export const PendingCounts = Type.Object({
  verifications: Type.Integer(),
  savingAccounts: Type.Integer(),
  savingDeposits: Type.Integer(),
  savingWithdrawals: Type.Integer(),
  /** Approved withdrawals whose goods or money have not reached the member yet. */
  savingFulfilment: Type.Integer(),
  downRequests: Type.Integer(),
  downPayments: Type.Integer(),
  downCloses: Type.Integer(),
});
export type PendingCounts = Static<typeof PendingCounts>;

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

export const DashboardAnswer = Type.Object({
  pending: PendingCounts,
  /** The latest stored gold price (upstream or staff-entered), null before the first one. */
  goldPrice: Nullable(Type.Object({ source: Type.String(), createdAt: Type.String(), response: GoldPriceData })),
  /** What the shop owes its members: the sum of every savings ledger row. */
  totalSavingsOwed: Baht,
  /** Contracts due from today to 7 days ahead, soonest first. */
  pawnDueThisWeek: Type.Array(AdminPawnContract),
});
export type DashboardAnswer = Static<typeof DashboardAnswer>;

// ---------------------------------------------------------------- verification
// GET /verifications?status&page&pageSize, GET /verifications/:id (logs each image view),
// POST /verifications/:id/approve, POST /verifications/:id/reject {reason}
// GET /members?q&verificationStatus&page&pageSize, POST /members/:id/suspend, POST /members/:id/reinstate

export const AdminVerification = Type.Object({
  id: Type.Integer(),
  userId: Type.Integer(),
  username: Nullable(Type.String()),
  /** 'existing' when the member claimed an existing customer record, 'new' when they filled the form. */
  kind: Type.Union([Type.Literal('existing'), Type.Literal('new')]),
  customerId: Nullable(Type.Integer()),
  /** Masked (last four digits) in lists for staff; whole for the owner and in the detail view. */
  nationalId: Type.String(),
  fullName: Nullable(Type.String()),
  phoneNumber: Nullable(Type.String()),
  address: Nullable(Type.String()),
  email: Nullable(Type.String()),
  status: DecisionStatus,
  reason: Nullable(Type.String()),
  userVerificationStatus: Type.Integer(),
  /** When the member gave PDPA consent in the app; null when the request came without it (ask before approving). */
  consentAt: Nullable(Type.String()),
  createdAt: Type.String(),
  decidedAt: Nullable(Type.String()),
  decidedBy: Nullable(Type.String()),
});
export type AdminVerification = Static<typeof AdminVerification>;

export const AdminVerificationDetail = Type.Composite([
  AdminVerification,
  Type.Object({
    idCardImg: Type.String({ description: 'signed URL' }),
    personalImg: Type.String({ description: 'signed URL' }),
    /** The existing customer record the member claimed (whole, for comparison with the card). */
    customer: Nullable(
      Type.Object({ id: Type.Integer(), card: Type.String(), name: Type.String(), tel: Type.String(), address: Type.String(), email: Nullable(Type.String()) }),
    ),
  }),
]);
export type AdminVerificationDetail = Static<typeof AdminVerificationDetail>;

export const VerifyRejectBody = Type.Object({ reason: Text(500, 1) });
export type VerifyRejectBody = Static<typeof VerifyRejectBody>;

export const AdminMember = Type.Object({
  id: Type.Integer(),
  username: Nullable(Type.String()),
  hasLine: Type.Boolean(),
  verificationStatus: Type.Integer(),
  customerId: Nullable(Type.Integer()),
  customerName: Nullable(Type.String()),
  createdAt: Type.String(),
});
export type AdminMember = Static<typeof AdminMember>;
export const MembersQuery = Type.Composite([
  PageQuery,
  Type.Object({ q: Type.Optional(Type.String({ maxLength: 100 })), verificationStatus: Type.Optional(Type.Integer()) }),
]);
export type MembersQuery = Static<typeof MembersQuery>;

// ---------------------------------------------------------------- customers
// GET /customers?q&page&pageSize (name, phone or national ID), GET /customers/:id, PUT /customers/:id

export const AdminCustomer = Type.Object({
  id: Type.Integer(),
  /** Masked (last four digits) unless the caller is the owner. */
  card: Type.String(),
  name: Type.String(),
  tel: Type.String(),
  address: Type.String(),
  email: Nullable(Type.String()),
  userId: Nullable(Type.Integer()),
  username: Nullable(Type.String()),
  createdAt: Type.String(),
});
export type AdminCustomer = Static<typeof AdminCustomer>;
export const CustomersQuery = Type.Composite([PageQuery, Type.Object({ q: Type.Optional(Type.String({ maxLength: 100 })) })]);
export type CustomersQuery = Static<typeof CustomersQuery>;
export const CustomerUpdateBody = Type.Object({
  name: Text(200, 1),
  tel: Phone,
  address: Text(1000, 1),
  email: Type.Optional(Nullable(Email)),
});
export type CustomerUpdateBody = Static<typeof CustomerUpdateBody>;

// ---------------------------------------------------------------- savings type 1
// GET /saving/accounts?status, POST /saving/accounts/:id/approve, POST /saving/accounts/:id/reject
// GET /saving/transactions?kind&status&fulfilment&userId, GET /saving/transactions/:id (logs ID image views)
// POST /saving/transactions/:id/approve, POST /saving/transactions/:id/reject {note}
// POST /saving/transactions/:id/fulfilment {step, note?} (goods), POST /saving/transactions/:id/payout
//   multipart: proof (image), note? (cash), GET /saving/total

export const SavingAccountStatus = Type.Union([Type.Literal('รออนุมัติ'), Type.Literal('มีผลบังคับ'), Type.Literal('ไม่อนุมัติ')]);
export const AdminSavingAccount = Type.Object({
  id: Type.Integer(),
  userId: Type.Integer(),
  username: Nullable(Type.String()),
  customerName: Nullable(Type.String()),
  status: Type.String(),
  balance: Baht,
  createdAt: Type.String(),
  decidedAt: Nullable(Type.String()),
});
export type AdminSavingAccount = Static<typeof AdminSavingAccount>;
export const SavingAccountsQuery = Type.Composite([PageQuery, Type.Object({ status: Type.Optional(SavingAccountStatus) })]);
export type SavingAccountsQuery = Static<typeof SavingAccountsQuery>;

export const SavingKindFilter = Type.Union([
  Type.Literal('deposit'),
  Type.Literal('withdraw_goods'),
  Type.Literal('withdraw_cash'),
  /** Both withdrawal kinds. */
  Type.Literal('withdrawal'),
]);
/** Goods: เตรียมสินค้า → จัดส่งแล้ว (delivery) or รับสินค้าแล้ว (pickup at the chosen branch). Cash: โอนเงินแล้ว. */
export const FULFILMENT = { prepared: 'เตรียมสินค้า', shipped: 'จัดส่งแล้ว', pickedUp: 'รับสินค้าแล้ว', transferred: 'โอนเงินแล้ว' } as const;
export const FulfilmentFilter = Type.Union([
  Type.Literal('none'),
  Type.Literal('เตรียมสินค้า'),
  Type.Literal('จัดส่งแล้ว'),
  Type.Literal('รับสินค้าแล้ว'),
  Type.Literal('โอนเงินแล้ว'),
  /** Approved withdrawals not yet delivered, picked up or transferred. */
  Type.Literal('open'),
]);
export const SavingTransactionsQuery = Type.Composite([
  PageQuery,
  Type.Object({
    kind: Type.Optional(SavingKindFilter),
    status: Type.Optional(DecisionStatus),
    fulfilment: Type.Optional(FulfilmentFilter),
    userId: Type.Optional(Type.Integer({ minimum: 1 })),
  }),
]);
export type SavingTransactionsQuery = Static<typeof SavingTransactionsQuery>;

export const AdminSavingTransaction = Type.Object({
  id: Type.Integer(),
  userId: Type.Integer(),
  username: Nullable(Type.String()),
  customerName: Nullable(Type.String()),
  kind: Type.Union([Type.Literal('deposit'), Type.Literal('withdraw_goods'), Type.Literal('withdraw_cash')]),
  amount: Baht,
  amountString: Type.String(),
  status: DecisionStatus,
  note: Nullable(Type.String()),
  fulfilment: Nullable(Type.String()),
  /** The member's transfer slip (deposits), signed URL. */
  slip: ImageField,
  /** The shop's transfer proof (paid cash withdrawals), signed URL. */
  payoutProof: ImageField,
  productDetail: Nullable(Type.String()),
  isDelivery: Nullable(Type.String()),
  deliveryName: Nullable(Type.String()),
  deliveryPhone: Nullable(Type.String()),
  deliveryAddress: Nullable(Type.String()),
  receiveBranch: Nullable(Type.String()),
  bank: Nullable(Type.String()),
  accountName: Nullable(Type.String()),
  accountNumber: Nullable(Type.String()),
  createdAt: Type.String(),
  decidedAt: Nullable(Type.String()),
  decidedBy: Nullable(Type.String()),
});
export type AdminSavingTransaction = Static<typeof AdminSavingTransaction>;
export const AdminSavingTransactionDetail = Type.Composite([
  AdminSavingTransaction,
  Type.Object({
    idCardImage: ImageField,
    idCardImageBack: ImageField,
    /** The member's approved balance and what is free after pending withdrawals, now. */
    balance: Baht,
    available: Baht,
  }),
]);
export type AdminSavingTransactionDetail = Static<typeof AdminSavingTransactionDetail>;

export const FulfilmentBody = Type.Object({
  step: Type.Union([Type.Literal('เตรียมสินค้า'), Type.Literal('จัดส่งแล้ว'), Type.Literal('รับสินค้าแล้ว')]),
  /** Shown to the member in history, e.g. a tracking number. */
  note: Type.Optional(Text(500)),
});
export type FulfilmentBody = Static<typeof FulfilmentBody>;
export const PayoutFields = Type.Object({ note: Type.Optional(Text(500)) });
export type PayoutFields = Static<typeof PayoutFields>;

export const BalanceChangeAnswer = Type.Object({ message: Type.String(), balance: Baht });
export type BalanceChangeAnswer = Static<typeof BalanceChangeAnswer>;
export const TotalOwedAnswer = Type.Object({ total: Baht });
export type TotalOwedAnswer = Static<typeof TotalOwedAnswer>;

// ---------------------------------------------------------------- savings type 2
// GET /down/requests?status, POST /down/requests/:id/approve, POST /down/requests/:id/reject {note}
// GET /down/payments?status&downId, POST /down/payments/:id/approve, POST /down/payments/:id/reject {note}
// GET /down/closes?status, GET /down/closes/:id (logs ID image views),
// POST /down/closes/:id/complete, POST /down/closes/:id/reject {note}

export const DownStatus = Type.Union([
  Type.Literal('รออนุมัติ'),
  Type.Literal('อนุมัติ'),
  Type.Literal('ไม่อนุมัติ'),
  Type.Literal('รอปิดสัญญา'),
  Type.Literal('ปิดสัญญา'),
]);
export const DownRequestsQuery = Type.Composite([PageQuery, Type.Object({ status: Type.Optional(DownStatus) })]);
export type DownRequestsQuery = Static<typeof DownRequestsQuery>;
export const AdminDownRequest = Type.Object({
  id: Type.Integer(),
  userId: Type.Integer(),
  username: Nullable(Type.String()),
  customerName: Nullable(Type.String()),
  Status: Type.String(),
  Prod_type: Nullable(Type.String()),
  ApprovedAmount: Nullable(Baht),
  StartDate: Nullable(Type.String()),
  EndDate: Nullable(Type.String()),
  note: Nullable(Type.String()),
  /** Sum of approved payments. */
  paid: Baht,
  createdAt: Type.String(),
  decidedAt: Nullable(Type.String()),
});
export type AdminDownRequest = Static<typeof AdminDownRequest>;
export const DownApproveBody = Type.Object({
  Prod_type: Text(200, 1),
  ApprovedAmount: BahtInput,
  StartDate: DateText,
  EndDate: DateText,
});
export type DownApproveBody = Static<typeof DownApproveBody>;

export const DownPaymentsQuery = Type.Composite([
  PageQuery,
  Type.Object({ status: Type.Optional(DecisionStatus), downId: Type.Optional(Type.Integer({ minimum: 1 })) }),
]);
export type DownPaymentsQuery = Static<typeof DownPaymentsQuery>;
export const AdminDownPayment = Type.Object({
  id: Type.Integer(),
  downId: Type.Integer(),
  userId: Type.Integer(),
  username: Nullable(Type.String()),
  amount: Baht,
  status: DecisionStatus,
  note: Nullable(Type.String()),
  proof: ImageField,
  createdAt: Type.String(),
  decidedAt: Nullable(Type.String()),
});
export type AdminDownPayment = Static<typeof AdminDownPayment>;

export const DownClosesQuery = Type.Composite([PageQuery, Type.Object({ status: Type.Optional(DecisionStatus) })]);
export type DownClosesQuery = Static<typeof DownClosesQuery>;
export const AdminDownClose = Type.Object({
  id: Type.Integer(),
  downId: Type.Integer(),
  userId: Type.Integer(),
  username: Nullable(Type.String()),
  downStatus: Type.String(),
  status: DecisionStatus,
  note: Nullable(Type.String()),
  createdAt: Type.String(),
  decidedAt: Nullable(Type.String()),
});
export type AdminDownClose = Static<typeof AdminDownClose>;
export const AdminDownCloseDetail = Type.Composite([
  AdminDownClose,
  Type.Object({ idCardImage: Type.String({ description: 'signed URL' }), idCardImageBack: Type.String({ description: 'signed URL' }) }),
]);
export type AdminDownCloseDetail = Static<typeof AdminDownCloseDetail>;

// ---------------------------------------------------------------- pawn
// GET /pawn/contracts?q&customerId&page&pageSize, POST /pawn/contracts, PUT /pawn/contracts/:jn_id,
// GET /pawn/contracts/:jn_id/payments, POST /pawn/contracts/:jn_id/payments (multipart, optional proof),
// GET /pawn/due-soon?days=7, POST /pawn/import/contracts and /pawn/import/payments (multipart: file)

export const JnId = Type.String({ minLength: 1, maxLength: 40, pattern: '^[A-Za-z0-9_-]+$' });
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
/** Multipart text fields; `proof` is an optional image file part. */
export const PawnPaymentFields = Type.Object({
  pay_date: DateText,
  Total: Type.String({ pattern: '^[0-9][0-9,]{0,12}(?:\\.[0-9]{1,2})?$' }),
  pay_type: Text(50, 1),
  external_ref: Type.Optional(Text(100)),
});
export type PawnPaymentFields = Static<typeof PawnPaymentFields>;
export const DueSoonQuery = Type.Object({ days: Type.Optional(Type.Integer({ minimum: 0, maximum: 366, default: 7 })) });

/**
 * CSV import (UTF-8, optional BOM, header row, comma separated, RFC 4180 quotes; dates YYYY-MM-DD; money
 * in baht text like 1,500.50). Contracts: jn_id,customer_card,jn_date,net_total,rate_in,fee,jn_status,
 * due_date with optional customer_name,customer_tel,customer_address (used only to create a customer the
 * shop does not know yet). Payments: jn_id,external_ref,pay_date,total,pay_type.
 * Importing the same file twice changes nothing; any bad row refuses the whole file (400, line number).
 */
export const PAWN_CONTRACT_COLUMNS = ['jn_id', 'customer_card', 'jn_date', 'net_total', 'rate_in', 'fee', 'jn_status', 'due_date'] as const;
export const PAWN_CONTRACT_OPTIONAL_COLUMNS = ['customer_name', 'customer_tel', 'customer_address'] as const;
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
export const ImportError = Type.Object({ message: Type.String(), code: Type.Optional(Type.String()), line: Type.Optional(Type.Integer()) });

// ---------------------------------------------------------------- staff accounts
// GET /staff, POST /staff, POST /staff/:id/disable, POST /staff/:id/enable, POST /staff/:id/reset-password
// (owner only); POST /me/password (every staff member; answers a fresh session)

export const StaffRoleSchema = Type.Union([Type.Literal('owner'), Type.Literal('staff')]);
export const AdminStaff = Type.Object({
  id: Type.Integer(),
  username: Type.String(),
  role: StaffRoleSchema,
  disabled: Type.Boolean(),
  createdAt: Type.String(),
});
export type AdminStaff = Static<typeof AdminStaff>;
const StaffPassword = Type.String({ minLength: 8, maxLength: 128 });
export const StaffCreateBody = Type.Object({
  username: Type.String({ minLength: 3, maxLength: 32, pattern: '^[A-Za-z0-9._-]+$' }),
  password: StaffPassword,
  role: StaffRoleSchema,
});
export type StaffCreateBody = Static<typeof StaffCreateBody>;
export const StaffResetBody = Type.Object({ password: StaffPassword });
export type StaffResetBody = Static<typeof StaffResetBody>;
export const OwnPasswordBody = Type.Object({ oldPassword: Type.String({ minLength: 1, maxLength: 128 }), newPassword: StaffPassword });
export type OwnPasswordBody = Static<typeof OwnPasswordBody>;
export const OwnPasswordAnswer = Type.Object({ message: Type.String(), token: Type.String() });
export type OwnPasswordAnswer = Static<typeof OwnPasswordAnswer>;

// ---------------------------------------------------------------- audit log
// GET /audit-log?staffId&entity&action&from&to&page&pageSize (read only; no update or delete exists)

export const AuditLogQuery = Type.Composite([
  PageQuery,
  Type.Object({
    staffId: Type.Optional(Type.Integer({ minimum: 1 })),
    entity: Type.Optional(Type.String({ maxLength: 60 })),
    action: Type.Optional(Type.String({ maxLength: 60 })),
    /** Inclusive calendar dates in Bangkok time. */
    from: Type.Optional(DateText),
    to: Type.Optional(DateText),
  }),
]);
export type AuditLogQuery = Static<typeof AuditLogQuery>;
export const AuditLogRow = Type.Object({
  id: Type.Integer(),
  staffId: Nullable(Type.Integer()),
  staffUsername: Nullable(Type.String()),
  action: Type.String(),
  entity: Type.String(),
  entityId: Nullable(Type.String()),
  before: Type.Unknown(),
  after: Type.Unknown(),
  createdAt: Type.String(),
});
export type AuditLogRow = Static<typeof AuditLogRow>;
