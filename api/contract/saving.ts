import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { AmountText, Baht, BranchFilter, EmptyBody, IdParam, ImageField, ImagesQuery, Message, PageQuery, Paged, Text } from './common';
import { fulfilmentSteps, savingKinds, savingStatuses } from '@goldshop/db/enums';
import { endpoint } from './endpoint';
import { AmlFlag } from './aml';
import { Product } from './shop';
import { DecisionStatus, RejectBody } from './decisions';
import { SlipFilter, SlipReading } from './payments';

// Savings type 1: the member's account request, deposits, withdrawals and history (docs/product.md "The calls"), and the
// staff side (/api/admin/saving/*, ours). Member answers carry the Thai texts (docs/product.md "Formatting: Thai text"); staff answers the
// stored codes (api/contract/lifecycles.ts has their words).

const Nullable = <T extends TSchema>(t: T) => Type.Union([t, Type.Null()]);

export const SavingAccountStatus = Type.Union(savingStatuses.map((s) => Type.Literal(s)));
/**
 * sav_status: the Thai text (docs/product.md "Formatting: Thai text"); statusCode: the stored code beside it (ours), which the app
 * decides by; the branch that keeps the account (ours: where the member pays, docs/decisions.md "Branches are rows").
 */
export const SavStatusRow = Type.Object({
  sav_status: Type.String(),
  statusCode: SavingAccountStatus,
  branchId: Type.Integer(),
  branch: Type.String(),
});
export type SavStatusRow = Static<typeof SavStatusRow>;
/** [] when the member has not asked yet, else one row: the account's SAVING_STATUS_TEXT. */
export const SavStatusAnswer = Type.Array(SavStatusRow);
export type SavStatusAnswer = Static<typeof SavStatusAnswer>;

/** The most one deposit, withdrawal or instalment may be, in baht. */
export const MAX_AMOUNT_BAHT = 10_000_000;

/**
 * Money-moving posts accept an `Idempotency-Key` header (1–100 chars, e.g. a UUID made when the form
 * opens): the same key from the same member records once, and the repeat gets the first answer.
 */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
export const IdempotencyHeaders = Type.Object({ 'idempotency-key': Type.Optional(Type.String({ minLength: 1, maxLength: 100 })) });

/**
 * A payment made in the app inside the shop's LINE MINI App also sends the member's LIFF access token under this
 * header: the server exchanges it for the payment's service notification token, so the receipt can come as a
 * service message (docs/decisions.md "Service messages after a payment"). Never stored.
 */
export const LINE_ACCESS_TOKEN_HEADER = 'X-Line-Access-Token';
const LineAccessToken = Type.Optional(Type.String({ minLength: 1, maxLength: 2048 }));
export const PaymentHeaders = Type.Object({
  'idempotency-key': Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
  'x-line-access-token': LineAccessToken,
});
/** A booking made in the app sends the same token, for its confirmation and reminders as service messages. */
export const LineActionHeaders = Type.Object({ 'x-line-access-token': LineAccessToken });

/** Savings history row (docs/product.md "Records and their fields"). sav_Type is 'ถอน' for withdrawals and 'ฝาก' for deposits. */
export const SavingHistoryRow = Type.Object({
  sav_id: Type.Integer(),
  sav_TimeDate: Type.String({ description: 'ISO 8601' }),
  sav_Type: Type.String(),
  sav_amount: Baht,
  /** REQUEST_STATUS_TEXT of the staff decision ('รออนุมัติ' while pending). */
  detail_status: Type.String(),
  // Our additions: the codes behind sav_Type and detail_status, which the app decides by.
  kind: Type.Union(savingKinds.map((k) => Type.Literal(k))),
  statusCode: DecisionStatus,
  sav_note: Type.Union([Type.String(), Type.Null()]),
  proof: ImageField,
  /** The member's approved balance just after this row (unchanged by pending or rejected rows). */
  sav_NetBalance: Baht,
});
export type SavingHistoryRow = Static<typeof SavingHistoryRow>;
/** Newest first. proof: the member's slip for a deposit, the shop's transfer proof for a paid withdrawal. */
export const SavingHistoryAnswer = Type.Array(SavingHistoryRow);
export type SavingHistoryAnswer = Static<typeof SavingHistoryAnswer>;

/**
 * Our addition: the ledger balance, what is still free after pending withdrawals, and the deposits the shop
 * has not checked yet (not in the balance until approved).
 */
export const BalanceAnswer = Type.Object({ balance: Baht, available: Baht, pendingWithdrawals: Baht, pendingDeposits: Baht });
export type BalanceAnswer = Static<typeof BalanceAnswer>;

export const CreateSavingFields = Type.Object({ amount: AmountText, amountString: Type.Optional(Text(300)) });
export type CreateSavingFields = Static<typeof CreateSavingFields>;

/**
 * Both withdrawal forms post here, with files idCardImage and idCardImageBack. docs/product.md "Input rules" decides which
 * fields are required (checked in the route): productDetail or isDelivery present makes it a goods
 * withdrawal (withdrawAmount, amountString, productDetail, isDelivery; delivery needs deliveryName,
 * deliveryPhone, deliveryAddress; pickup needs receiveBranch, one of the three branches); otherwise a
 * cash withdrawal (amount or withdrawAmount, amountString, bank, accountName, accountNumber).
 */
const OptionalAmount = Type.Optional(Type.Union([Type.Literal(''), AmountText]));
/** A form may send every field, the other form's ones empty: '' counts as absent. */
export const WithdrawFields = Type.Object({
  withdrawAmount: OptionalAmount,
  amount: OptionalAmount,
  amountString: Type.Optional(Text(300)),
  productDetail: Type.Optional(Text(1000)),
  isDelivery: Type.Optional(Type.Union([Type.Literal('จัดส่ง'), Type.Literal('รับเองหน้าร้าน'), Type.Literal('')])),
  deliveryName: Type.Optional(Text(200)),
  deliveryPhone: Type.Optional(Type.Union([Type.Literal(''), Type.String({ pattern: '^[0-9+\\- ]{9,20}$' })])),
  deliveryAddress: Type.Optional(Text(1000)),
  receiveBranch: Type.Optional(Text(50)),
  accountName: Type.Optional(Text(200)),
  accountNumber: Type.Optional(Type.Union([Type.Literal(''), Type.String({ pattern: '^[0-9-]{6,20}$' })])),
  bank: Type.Optional(Text(100)),
});
export type WithdrawFields = Static<typeof WithdrawFields>;

/** A recorded request: message 'ทำรายการสำเร็จ' (or 'ยื่นคำขออนุมัติสำเร็จ') and the new row's id. */
export const CreatedAnswer = Type.Object({ message: Type.String(), id: Type.Integer() });
export type CreatedAnswer = Static<typeof CreatedAnswer>;

// ---------------------------------------------------------------- staff side

/**
 * Asking to open an account: the original API's empty object, and ours, the branch to keep it at (one open to
 * new accounts; left out: the member's home branch, else the first open branch).
 */
export const SavingAccountAsk = Type.Union([
  Type.Null(),
  Type.Object({ branch_id: Type.Optional(Type.Integer({ minimum: 1 })) }, { additionalProperties: false }),
]);
export type SavingAccountAsk = Static<typeof SavingAccountAsk>;

/** Staff move an account to another branch, saying why (audited). */
export const MoveBranchBody = Type.Object(
  { branchId: Type.Integer({ minimum: 1 }), reason: Text(300, 1) },
  { additionalProperties: false },
);
export type MoveBranchBody = Static<typeof MoveBranchBody>;

export const AdminSavingAccount = Type.Object({
  id: Type.Integer(),
  userId: Type.Integer(),
  /** The branch that keeps it. */
  branchId: Type.Integer(),
  username: Nullable(Type.String()),
  customerName: Nullable(Type.String()),
  status: SavingAccountStatus,
  balance: Baht,
  createdAt: Type.String(),
  decidedAt: Nullable(Type.String()),
});
export type AdminSavingAccount = Static<typeof AdminSavingAccount>;
export const SavingAccountsQuery = Type.Composite([PageQuery, BranchFilter, Type.Object({ status: Type.Optional(SavingAccountStatus) })]);
export type SavingAccountsQuery = Static<typeof SavingAccountsQuery>;

export const SavingKindFilter = Type.Union([
  Type.Literal('deposit'),
  Type.Literal('withdraw_goods'),
  Type.Literal('withdraw_cash'),
  /** Both withdrawal kinds. */
  Type.Literal('withdrawal'),
]);
/** Goods: prepared → shipped (delivery) or picked_up (pickup at the chosen branch). Cash: transferred. */
export const FulfilmentStep = Type.Union(fulfilmentSteps.map((s) => Type.Literal(s)));
export type FulfilmentStep = Static<typeof FulfilmentStep>;
export const FulfilmentFilter = Type.Union([
  Type.Literal('none'),
  FulfilmentStep,
  /** Approved withdrawals not yet delivered, picked up or transferred. */
  Type.Literal('open'),
]);
export const SavingTransactionsQuery = Type.Composite([
  PageQuery,
  BranchFilter,
  Type.Object({
    kind: Type.Optional(SavingKindFilter),
    status: Type.Optional(DecisionStatus),
    fulfilment: Type.Optional(FulfilmentFilter),
    userId: Type.Optional(Type.Integer({ minimum: 1 })),
  }),
  SlipFilter,
]);
export type SavingTransactionsQuery = Static<typeof SavingTransactionsQuery>;

/** An earlier deposit or instalment sent with the same slip (staff queues flag the repeat). */
export const SlipMatch = Type.Object({
  kind: Type.Union([Type.Literal('deposit'), Type.Literal('instalment'), Type.Literal('pawn'), Type.Literal('gold')]),
  id: Type.Integer(),
  /** The type 2 contract an earlier instalment paid; null for a deposit. */
  downId: Nullable(Type.Integer()),
  /** The pawn contract an earlier pawn payment paid; null for the others. */
  jnId: Nullable(Type.String()),
  amount: Baht,
  username: Nullable(Type.String()),
  createdAt: Type.String(),
});
export type SlipMatch = Static<typeof SlipMatch>;

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
  fulfilment: Nullable(FulfilmentStep),
  /** The member's transfer slip (deposits), signed URL. */
  slip: ImageField,
  /** An earlier deposit or instalment sent with the same slip: a reused slip to check before approving. */
  slipMatch: Nullable(SlipMatch),
  /** What the server read on the deposit's slip (null for withdrawals and deposits from before slips were read). */
  slipRead: Nullable(SlipReading),
  /** A cash withdrawal to PromptPay: the Thai QR for the amount, for staff to pay it from their bank app. */
  payoutPromptpay: Nullable(Type.String()),
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
  /** Staff-only money-laundering flags (contract/aml.ts); never in a member's answer. */
  amlFlags: Type.Array(AmlFlag),
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

/** A goods step (cash is paid out with its proof instead). */
export const FulfilmentBody = Type.Object({
  step: Type.Union([Type.Literal('prepared'), Type.Literal('shipped'), Type.Literal('picked_up')]),
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

/**
 * "The shop recommends gold matching the amount saved" (docs/product.md "Rules: savings type 1 (the ledger)"): what the member's savings buy at today's
 * price. `balance` is what the member can take as goods now (the ledger balance less pending
 * withdrawals); goldWeight is that amount as ornament gold (an estimate, rounded down). With no gold price
 * known, goldWeight and priceAt are null and both lists empty.
 */
export const RecommendationsAnswer = Type.Object({
  balance: Baht,
  goldWeight: Type.Union([Type.Object({ grams: Type.Number(), baht: Type.Number() }), Type.Null()]),
  priceAt: Type.Union([Type.String(), Type.Null()]),
  /** The dearest products priced within the balance, at most 8, dearest first. */
  affordable: Type.Array(Product),
  /** The 4 cheapest products above the balance, cheapest first, with how much more to save. */
  next: Type.Array(Type.Intersect([Product, Type.Object({ missing: Baht })])),
  /** Present while the owner has paused prices: no weight, no lists, and the app says why. */
  paused: Type.Optional(Type.Literal(true)),
});
export type RecommendationsAnswer = Static<typeof RecommendationsAnswer>;

// ---------------------------------------------------------------- calls

/** Savings type 1: verified members see and move only their own money; staff decide and deliver. */
export const savingCalls = {
  savStatus: endpoint({
    summary: "The member's savings type 1 account status.",
    method: 'GET',
    path: '/api/saving/sav_status',
    access: 'verified',
    answer: SavStatusAnswer,
  }),
  /** The original API's payload is an empty object (a bodiless POST works too); ours may name the branch. */
  requestApproval: endpoint({
    summary: 'Ask to open a savings type 1 account, at a branch.',
    method: 'POST',
    path: '/api/saving/approval_request',
    access: 'verified',
    body: SavingAccountAsk,
    answer: Message,
  }),
  history: endpoint({
    summary: "The member's savings type 1 deposits and withdrawals.",
    method: 'GET',
    path: '/api/saving/history',
    access: 'verified',
    query: ImagesQuery,
    answer: SavingHistoryAnswer,
  }),
  balance: endpoint({
    summary: "The member's savings type 1 balance and what is available.",
    method: 'GET',
    path: '/api/saving/balance',
    access: 'verified',
    answer: BalanceAnswer,
  }),
  recommendations: endpoint({
    summary: 'Products the balance can buy now.',
    method: 'GET',
    path: '/api/saving/recommendations',
    access: 'verified',
    query: ImagesQuery,
    answer: RecommendationsAnswer,
  }),
  /** A deposit: the amount and the transfer slip (`proof`). */
  createSaving: endpoint({
    summary: 'Deposit with a transfer slip.',
    method: 'POST',
    path: '/api/saving/create-saving',
    access: 'verified',
    headers: PaymentHeaders,
    upload: { fields: CreateSavingFields, files: ['proof'] },
    answer: CreatedAnswer,
  }),
  /** Goods or cash, with both sides of the member's ID card. */
  withdraw: endpoint({
    summary: 'Withdraw as cash (to a bank or PromptPay) or as goods.',
    method: 'POST',
    path: '/api/saving/withdraw',
    access: 'verified',
    headers: IdempotencyHeaders,
    upload: { fields: WithdrawFields, files: ['idCardImage', 'idCardImageBack'] },
    answer: CreatedAnswer,
  }),

  accounts: endpoint({
    summary: 'Savings type 1 account requests.',
    method: 'GET',
    path: '/api/admin/saving/accounts',
    access: 'staff',
    query: SavingAccountsQuery,
    answer: Paged(AdminSavingAccount),
  }),
  approveAccount: endpoint({
    summary: 'Approve a savings type 1 account.',
    method: 'POST',
    path: '/api/admin/saving/accounts/:id/approve',
    access: 'staff',
    params: IdParam,
    body: EmptyBody,
    answer: Message,
  }),
  rejectAccount: endpoint({
    summary: 'Reject a savings type 1 account request.',
    method: 'POST',
    path: '/api/admin/saving/accounts/:id/reject',
    access: 'staff',
    params: IdParam,
    body: EmptyBody,
    answer: Message,
  }),
  moveAccount: endpoint({
    summary: 'Move a savings type 1 account to another branch, with the reason (audited).',
    method: 'POST',
    path: '/api/admin/saving/accounts/:id/branch',
    access: 'staff',
    params: IdParam,
    body: MoveBranchBody,
    answer: Message,
  }),
  /** What the shop owes its members: every ledger row, deposits plus and withdrawals minus. */
  totalOwed: endpoint({
    summary: 'The total the shop owes savers.',
    method: 'GET',
    path: '/api/admin/saving/total',
    access: 'staff',
    answer: TotalOwedAnswer,
  }),
  transactions: endpoint({
    summary: 'Savings type 1 deposits and withdrawals, filtered and paged.',
    method: 'GET',
    path: '/api/admin/saving/transactions',
    access: 'staff',
    query: SavingTransactionsQuery,
    answer: Paged(AdminSavingTransaction),
  }),
  /** Opening a withdrawal logs each ID card image view (PDPA). */
  transaction: endpoint({
    summary: 'One deposit or withdrawal with its evidence and the balance.',
    method: 'GET',
    path: '/api/admin/saving/transactions/:id',
    access: 'staff',
    params: IdParam,
    answer: AdminSavingTransactionDetail,
  }),
  approveTransaction: endpoint({
    summary: 'Approve a deposit or withdrawal.',
    method: 'POST',
    path: '/api/admin/saving/transactions/:id/approve',
    access: 'staff',
    params: IdParam,
    body: EmptyBody,
    answer: BalanceChangeAnswer,
  }),
  /** The note is what the member sees in history. */
  rejectTransaction: endpoint({
    summary: 'Reject a deposit or withdrawal with a reason.',
    method: 'POST',
    path: '/api/admin/saving/transactions/:id/reject',
    access: 'staff',
    params: IdParam,
    body: RejectBody,
    answer: BalanceChangeAnswer,
  }),
  fulfil: endpoint({
    summary: 'Move an approved goods withdrawal to its next step.',
    method: 'POST',
    path: '/api/admin/saving/transactions/:id/fulfilment',
    access: 'staff',
    params: IdParam,
    body: FulfilmentBody,
    answer: AdminSavingTransaction,
  }),
  /** Cash paid out: the shop's transfer slip (`proof`) and an optional note. */
  payout: endpoint({
    summary: 'Record the transfer that paid an approved cash withdrawal.',
    method: 'POST',
    path: '/api/admin/saving/transactions/:id/payout',
    access: 'staff',
    params: IdParam,
    upload: { fields: PayoutFields, files: ['proof'] },
    answer: AdminSavingTransaction,
  }),
};
