import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { goldKinds, goldStatuses } from '@goldshop/db/enums';
import { AmountText, Baht, BranchFilter, EmptyBody, IdParam, PageQuery, Paged } from './common';
import { RejectBody } from './decisions';
import { endpoint } from './endpoint';
import { PaymentHeaders } from './saving';

// The gold account (docs/product.md "Member app: gold account (/gold-account)"): savings kept in grams. Grams
// travel as text with four decimals ("1.8477"), so no float ever holds a balance; money is baht as elsewhere.

const Nullable = <T extends TSchema>(t: T) => Type.Union([t, Type.Null()]);

/** Grams with exactly four decimals, as the server writes them. */
export const GramsText = Type.String({ pattern: '^-?[0-9]+\\.[0-9]{4}$' });
export const GoldKind = Type.Union(goldKinds.map((k) => Type.Literal(k)));
export type GoldKind = Static<typeof GoldKind>;
export const GoldStatus = Type.Union(goldStatuses.map((s) => Type.Literal(s)));

export const GoldAccount = Type.Object({
  id: Type.Integer(),
  branchId: Type.Integer(),
  status: Type.String(),
  createdAt: Type.String(),
});
export type GoldAccount = Static<typeof GoldAccount>;

/** One ledger entry: its grams, its baht and the price per baht-weight it was counted at. */
export const GoldLedgerEntry = Type.Object({
  id: Type.Integer(),
  transactionId: Type.Integer(),
  kind: GoldKind,
  grams: GramsText,
  amount: Baht,
  price: Baht,
  createdAt: Type.String(),
});

/** A request as the member sees it (pending, approved or rejected). */
export const GoldRequest = Type.Object({
  id: Type.Integer(),
  kind: GoldKind,
  status: GoldStatus,
  grams: GramsText,
  amount: Baht,
  price: Baht,
  note: Nullable(Type.String()),
  /** A sale: until when its quote holds (staff approving later re-quote). */
  validUntil: Nullable(Type.String()),
  /** An ornament: the catalogue piece's code (its `amount` is the ค่ากำเหน็จ paid, `grams` the account's grams it takes). */
  productCode: Nullable(Type.String()),
  createdAt: Type.String(),
});
export type GoldRequest = Static<typeof GoldRequest>;

export const GoldAccountAnswer = Type.Object({
  account: GoldAccount,
  /** Approved grams. */
  grams: GramsText,
  /** The same weight as บาท/สลึง/กรัม. */
  bahtWeight: Type.String(),
  /** Grams pending withdrawals and sales hold; what is left may be withdrawn or sold. */
  reservedGrams: GramsText,
  availableGrams: GramsText,
  /** The grams at today's bar buy-back price (rounded down); null while no price is stored. */
  valueAtBuyback: Nullable(Baht),
  /** Baht paid per baht-weight on average for the grams held (null with no grams). */
  averageCost: Nullable(Baht),
  /** Baht the grams held cost, less what remains of them at the average cost. */
  cost: Baht,
  gain: Nullable(Baht),
  gainPercent: Nullable(Type.Number()),
  ledger: Type.Array(GoldLedgerEntry),
  requests: Type.Array(GoldRequest),
});
export type GoldAccountAnswer = Static<typeof GoldAccountAnswer>;

export const GoldQuoteAnswer = Type.Object({
  /** The bar sell-out price per baht-weight the grams are counted at. */
  price: Baht,
  priceAt: Type.String(),
  grams: GramsText,
});
export type GoldQuoteAnswer = Static<typeof GoldQuoteAnswer>;

export const GoldDepositFields = Type.Object({ amount: AmountText });
/** Units of 0.0001 g in one สลึง of bar gold (a quarter of 15.244 g): bar gold is taken in whole สลึง. */
export const SALUENG_UNITS = 38_110;
export const GoldWithdrawBody = Type.Object({ salueng: Type.Integer({ minimum: 1, maximum: 10_000 }) }, { additionalProperties: false });

/** What grams fetch at the bar buy-back price in force, rounded down to the satang, and until when that holds. */
export const GoldSellQuote = Type.Object({
  /** The bar buy-back price (รับซื้อ) per baht-weight. */
  price: Baht,
  priceAt: Type.String(),
  grams: GramsText,
  amount: Baht,
  validUntil: Type.String(),
});
export type GoldSellQuote = Static<typeof GoldSellQuote>;
/** Grams the member writes: at most four decimals. */
const GramsInput = Type.String({ pattern: '^[0-9]{1,7}(?:\\.[0-9]{1,4})?$' });
export const GoldSellBody = Type.Object(
  {
    grams: GramsInput,
    /** The quoted baht the member agrees to; another figure than the price in force gives is a 409. */
    amount: Type.Number({ minimum: 0.01, maximum: 100_000_000 }),
    validUntil: Type.Optional(Type.String({ maxLength: 40 })),
    /** Where the shop pays: a bank from the list or พร้อมเพย์, as a savings cash withdrawal. */
    bank: Type.String({ minLength: 1, maxLength: 60 }),
    accountName: Type.String({ minLength: 1, maxLength: 100 }),
    accountNumber: Type.String({ minLength: 1, maxLength: 30 }),
  },
  { additionalProperties: false },
);
export type GoldSellBody = Static<typeof GoldSellBody>;

/**
 * A catalogue ornament taken against grams (docs/decisions.md "Gold account: an ornament for grams"): the piece's
 * gold weight, the account's bar-gold grams it takes (baht-weight for baht-weight), what the member has free, and
 * the ค่ากำเหน็จ to pay in baht, exactly.
 */
export const GoldOrnamentQuote = Type.Object({
  code: Type.String(),
  name: Type.String(),
  /** The piece's weight as the catalogue states it ('1 บาท', '2.5 กรัม'), and in ornament grams (15.16 g a baht-weight). */
  weight: Type.String(),
  ornamentGrams: GramsText,
  /** Bar-gold grams the account gives for it (15.244 g a baht-weight), rounded up to the 0.0001 g. */
  grams: GramsText,
  availableGrams: GramsText,
  enough: Type.Boolean(),
  /** The ค่ากำเหน็จ to transfer, in baht. */
  workmanship: Baht,
  /** Branches (ids) that have the piece in stock: the pickup is booked at one of them. */
  branchIds: Type.Array(Type.Integer()),
});
export type GoldOrnamentQuote = Static<typeof GoldOrnamentQuote>;
/** A product code as the catalogue writes it. */
const ProductCodeText = Type.String({ minLength: 1, maxLength: 40 });
export const GoldOrnamentFields = Type.Object({
  code: ProductCodeText,
  /** The branch (its id, one that has the piece and takes pickups) and the slot's start to collect it. */
  branch_id: Type.String({ pattern: '^[1-9][0-9]{0,9}$' }),
  start: Type.String({ minLength: 10, maxLength: 40 }),
  /** The ค่ากำเหน็จ transferred: anything but the piece's own figure is refused. */
  amount: AmountText,
  /** Where the shop returns the ค่ากำเหน็จ should the exchange be refused (a bank from the list or พร้อมเพย์). */
  bank: Type.String({ minLength: 1, maxLength: 60 }),
  accountName: Type.String({ minLength: 1, maxLength: 100 }),
  accountNumber: Type.String({ minLength: 1, maxLength: 30 }),
});

export const AdminGoldTransaction = Type.Composite([
  GoldRequest,
  Type.Object({
    userId: Type.Integer(),
    branchId: Type.Integer(),
    username: Nullable(Type.String()),
    customerName: Nullable(Type.String()),
    /** A deposit's slip picture: a short-lived signed URL (private images, docs/decisions.md "Images"). */
    proof: Nullable(Type.String()),
    /** A sale: where the shop pays the money; a PromptPay id's Thai QR for the amount while it is to be paid. */
    bank: Nullable(Type.String()),
    accountName: Nullable(Type.String()),
    accountNumber: Nullable(Type.String()),
    payoutPromptpay: Nullable(Type.String()),
    decidedAt: Nullable(Type.String()),
  }),
]);
export type AdminGoldTransaction = Static<typeof AdminGoldTransaction>;

export const GoldTransactionsQuery = Type.Composite([
  PageQuery,
  BranchFilter,
  Type.Object({ status: Type.Optional(GoldStatus), kind: Type.Optional(GoldKind) }),
]);
export type GoldTransactionsQuery = Static<typeof GoldTransactionsQuery>;

/** What the shop owes its gold savers against what the owner has set aside for them, in grams. */
export const GoldExposure = Type.Object({ owedGrams: GramsText, setAsideGrams: GramsText, short: Type.Boolean() });
export type GoldExposure = Static<typeof GoldExposure>;
/** Grams as text with at most four decimals ("12.5"), so no float enters the figure. */
export const SetAsideBody = Type.Object(
  { grams: Type.String({ pattern: '^[0-9]{1,7}(?:\\.[0-9]{1,4})?$' }) },
  { additionalProperties: false },
);

export const goldAccountCalls = {
  open: endpoint({
    summary: 'Open a gold account kept by a branch.',
    method: 'POST',
    path: '/api/gold-account/open',
    access: 'verified',
    body: Type.Object({ branch_id: Type.Integer({ minimum: 1 }) }, { additionalProperties: false }),
    answer: GoldAccount,
  }),
  account: endpoint({
    summary: "The member's gold account: grams, value at buy-back, gain, ledger and requests.",
    method: 'GET',
    path: '/api/gold-account',
    access: 'verified',
    answer: GoldAccountAnswer,
  }),
  quote: endpoint({
    summary: 'The grams an amount buys at the bar sell-out price in force.',
    method: 'GET',
    path: '/api/gold-account/quote',
    access: 'verified',
    query: Type.Object({ amount: AmountText }),
    answer: GoldQuoteAnswer,
  }),
  deposit: endpoint({
    summary: 'Buy gold with a transfer slip; the grams are priced when the server receives it.',
    method: 'POST',
    path: '/api/gold-account/deposits',
    access: 'verified',
    headers: PaymentHeaders,
    upload: { fields: GoldDepositFields, files: ['proof'] },
    answer: GoldRequest,
  }),
  withdraw: endpoint({
    summary: 'Reserve whole สลึง of bar gold from the available grams.',
    method: 'POST',
    path: '/api/gold-account/withdrawals',
    access: 'verified',
    body: GoldWithdrawBody,
    answer: GoldRequest,
  }),
  sellQuote: endpoint({
    summary: 'What grams fetch at the bar buy-back price in force, and until when the quote holds.',
    method: 'GET',
    path: '/api/gold-account/sell-quote',
    access: 'verified',
    query: Type.Object({ grams: GramsInput }),
    answer: GoldSellQuote,
  }),
  sell: endpoint({
    summary: 'Sell grams back at the quoted amount: reserved until staff pay it out; 409 when the quote moved.',
    method: 'POST',
    path: '/api/gold-account/sell',
    access: 'verified',
    body: GoldSellBody,
    answer: GoldRequest,
  }),
  ornamentQuote: endpoint({
    summary: 'What taking a catalogue ornament against grams needs: the grams, what is free, the ค่ากำเหน็จ to pay.',
    method: 'GET',
    path: '/api/gold-account/ornament-quote',
    access: 'verified',
    query: Type.Object({ code: ProductCodeText }),
    answer: GoldOrnamentQuote,
  }),
  ornament: endpoint({
    summary: 'Take a catalogue ornament against grams: grams reserved, its ค่ากำเหน็จ paid by slip, a pickup booked.',
    method: 'POST',
    path: '/api/gold-account/ornaments',
    access: 'verified',
    headers: PaymentHeaders,
    upload: { fields: GoldOrnamentFields, files: ['proof'] },
    answer: GoldRequest,
  }),
  transactions: endpoint({
    summary: 'Gold account deposits and withdrawals, filtered and paged.',
    method: 'GET',
    path: '/api/admin/gold-account/transactions',
    access: 'staff',
    query: GoldTransactionsQuery,
    answer: Paged(AdminGoldTransaction),
  }),
  approve: endpoint({
    summary: 'Approve a gold request: its ledger row at the price it was counted at.',
    method: 'POST',
    path: '/api/admin/gold-account/transactions/:id/approve',
    access: 'staff',
    params: IdParam,
    body: EmptyBody,
    answer: AdminGoldTransaction,
  }),
  reject: endpoint({
    summary: 'Reject a gold request: nothing credited, reserved grams released.',
    method: 'POST',
    path: '/api/admin/gold-account/transactions/:id/reject',
    access: 'staff',
    params: IdParam,
    body: RejectBody,
    answer: AdminGoldTransaction,
  }),
  exposure: endpoint({
    summary: 'The grams owed to every gold saver against the grams the owner set aside.',
    method: 'GET',
    path: '/api/admin/gold-account/exposure',
    access: 'owner',
    answer: GoldExposure,
  }),
  setAside: endpoint({
    summary: 'Record the grams set aside for the gold savers (audited).',
    method: 'PUT',
    path: '/api/admin/gold-account/set-aside',
    access: 'owner',
    body: SetAsideBody,
    answer: GoldExposure,
  }),
};
