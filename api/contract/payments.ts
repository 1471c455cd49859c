import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { promptpayTypes, slipCheckStates, slipQrStates } from '@goldshop/db/enums';
import { AmountText, Baht, EmptyBody, ImageField, ImagesQuery, Message, Text } from './common';
import { endpoint } from './endpoint';
import { JnId } from './pawn';

// Paying the shop: the Thai QR (PromptPay) for exactly the amount asked, and what the server read on each
// transfer slip (docs/decisions.md "Payments"). Members read the QR and the masked receiver; the owner sets
// the receiver; staff read each slip's sending bank and transfer reference beside the payment.

const Nullable = <T extends TSchema>(t: T) => Type.Union([t, Type.Null()]);

export const PromptpayType = Type.Union(promptpayTypes.map((t) => Type.Literal(t)));

/** What the member pays for: the minimum and limits of that payment apply to the QR's amount too. */
export const PaymentPurpose = Type.Union([
  Type.Literal('deposit'),
  Type.Literal('instalment'),
  Type.Literal('pawn'),
  Type.Literal('gold'),
  Type.Literal('reservation'),
]);
export type PaymentPurpose = Static<typeof PaymentPurpose>;

/**
 * What the member is about to pay (docs/decisions.md "Branches are rows"): a pawn contract of theirs (`jn_id`),
 * their savings account (`account=saving`), their gold account (`account=gold`), one of their type 2 contracts (`account=down&down_id=`) or a branch (`branch_id`). The
 * branch that keeps it receives the money; with none named, the shop's own receiver.
 */
export const PayTarget = Type.Object({
  jn_id: Type.Optional(JnId),
  account: Type.Optional(Type.Union([Type.Literal('saving'), Type.Literal('down'), Type.Literal('gold')])),
  down_id: Type.Optional(Type.Integer({ minimum: 1 })),
  /** A payment made at a branch before anything is kept there: a reservation's deposit, paid to the branch reserved at. */
  branch_id: Type.Optional(Type.Integer({ minimum: 1 })),
});
export type PayTarget = Static<typeof PayTarget>;

export const PromptpayQuery = Type.Composite([
  Type.Object({
    /** Baht with at most two decimals, written as the payment forms send it ('1500' or '1500.00'). */
    amount: AmountText,
    purpose: Type.Optional(PaymentPurpose),
  }),
  PayTarget,
]);
export type PromptpayQuery = Static<typeof PromptpayQuery>;

/** The receiver as members see it: the account name and the id masked to its last digits. */
export const PromptpayReceiver = Type.Object({ receiverName: Type.String(), receiverMasked: Type.String() });
export type PromptpayReceiver = Static<typeof PromptpayReceiver>;

/** The branch the payment goes to (named to the member), or null when the call named nothing to pay. */
export const PayBranch = Nullable(Type.Object({ id: Type.Integer(), name: Type.String() }));

/** A Thai QR payload (EMVCo, PromptPay tag 29, one-time with the amount), who it pays, and for which branch. */
export const PromptpayAnswer = Type.Composite([
  Type.Object({ payload: Type.String(), amount: Baht }),
  PromptpayReceiver,
  Type.Object({ branch: PayBranch }),
]);
export type PromptpayAnswer = Static<typeof PromptpayAnswer>;

/** A branch's own bank account to transfer to, in the shape of the shop's (contentCalls.accountDetails). */
export const PayBankAccount = Type.Object({ bank: Type.String(), acc_name: Type.String(), acc_no: Type.String(), bank_logo: ImageField });
export type PayBankAccount = Static<typeof PayBankAccount>;

/**
 * Where the member pays: `receiver` null while neither the branch nor the shop has a PromptPay receiver (the apps
 * offer no QR and the bank account stays the way to pay); `bankAccount` the branch's own, or null for the shop's.
 */
export const ReceiverAnswer = Type.Object({
  receiver: Nullable(PromptpayReceiver),
  branch: PayBranch,
  bankAccount: Nullable(PayBankAccount),
});
export type ReceiverAnswer = Static<typeof ReceiverAnswer>;

export const ReceiverSettings = Type.Object({
  type: PromptpayType,
  /** The mobile number, tax or national ID, or e-wallet id; dashes and spaces are dropped. */
  id: Text(30, 1),
  /** The account name as the bank app shows it to the payer. */
  name: Text(100, 1),
});
export type ReceiverSettings = Static<typeof ReceiverSettings>;
export const ReceiverSettingsAnswer = Type.Object({
  receiver: Nullable(Type.Composite([ReceiverSettings, Type.Object({ masked: Type.String() })])),
});
export type ReceiverSettingsAnswer = Static<typeof ReceiverSettingsAnswer>;

// ---------------------------------------------------------------- what staff read on a slip

export const SlipQrState = Type.Union(slipQrStates.map((s) => Type.Literal(s)));
export const SlipCheckState = Type.Union(slipCheckStates.map((s) => Type.Literal(s)));

/** An earlier payment that sent the same transfer (a rejected one the member sent again). */
export const SlipEarlierUse = Type.Object({
  kind: PaymentPurpose,
  id: Type.Integer(),
  status: Type.String(),
  createdAt: Type.String(),
});

/**
 * What the server read on a payment's slip. `flagged` says staff should look twice before approving: no
 * readable slip QR (none, a QR that is no slip, a picture that would not decode), more than one transfer in
 * the picture, a check that did not pass, or the same transfer or picture sent before.
 */
export const SlipReading = Type.Object({
  qr: SlipQrState,
  /** The sending bank's Bank of Thailand code and Thai name (null without a read QR). */
  bank: Nullable(Type.String()),
  bankName: Nullable(Type.String()),
  transRef: Nullable(Type.String()),
  /** The text of a QR that is no slip the shop knows (qr 'unknown'), for staff to read; null otherwise. */
  payload: Nullable(Type.String()),
  /** Other transfers whose slip QR stands in the same picture (each claimed too): the payment is flagged. */
  others: Type.Array(Type.Object({ bank: Nullable(Type.String()), bankName: Nullable(Type.String()), transRef: Nullable(Type.String()) })),
  check: SlipCheckState,
  /** What the verification service found wrong, for staff (Thai). */
  checkNote: Nullable(Type.String()),
  checkAmount: Nullable(Baht),
  earlier: Nullable(SlipEarlierUse),
  flagged: Type.Boolean(),
});
export type SlipReading = Static<typeof SlipReading>;

/** `?slip=flagged` keeps only payments whose slip staff should look at twice. */
export const SlipFilter = Type.Object({ slip: Type.Optional(Type.Literal('flagged')) });

// ---------------------------------------------------------------- calls

export const paymentCalls = {
  /** Whether the shop takes PromptPay, to whom (masked), and the account to transfer to, for what is paid (PayTarget). */
  receiver: endpoint({
    summary: "Where a payment goes: the PromptPay receiver (masked) and bank account of the paid thing's branch, or the shop's.",
    method: 'GET',
    path: '/api/payments/receiver',
    access: 'verified',
    query: Type.Composite([PayTarget, ImagesQuery]),
    answer: ReceiverAnswer,
  }),
  /** The Thai QR for exactly this amount; 404 while no receiver is set, 400 with the payment's own message for a bad amount. */
  promptpay: endpoint({
    summary: "A Thai QR (PromptPay) for exactly this amount, to the paid thing's branch's receiver or the shop's.",
    method: 'GET',
    path: '/api/payments/promptpay',
    access: 'verified',
    query: PromptpayQuery,
    answer: PromptpayAnswer,
  }),

  /** The owner's setting of where members' PromptPay payments go: an owner decision, audited. */
  receiverSettings: endpoint({
    summary: "The shop's PromptPay receiver.",
    method: 'GET',
    path: '/api/admin/payments/receiver',
    access: 'staff',
    answer: ReceiverSettingsAnswer,
  }),
  setReceiver: endpoint({
    summary: "Set the shop's PromptPay receiver (owner; alerts the owner).",
    method: 'PUT',
    path: '/api/admin/payments/receiver',
    access: 'owner',
    body: ReceiverSettings,
    answer: ReceiverSettingsAnswer,
  }),
  clearReceiver: endpoint({
    summary: 'Stop taking PromptPay (owner; alerts the owner).',
    method: 'DELETE',
    path: '/api/admin/payments/receiver',
    access: 'owner',
    body: EmptyBody,
    answer: Message,
  }),
};
