import { Type, type Static } from '@sinclair/typebox';
import { Baht, ImageField, Text } from './common';

export const SavStatusRow = Type.Object({ sav_status: Type.String() });
export type SavStatusRow = Static<typeof SavStatusRow>;
/** [] when the member has not asked yet, else one row: 'รออนุมัติ', 'มีผลบังคับ' or 'ไม่อนุมัติ'. */
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

/** SPEC §3 savings history row. sav_Type is 'ถอน' for withdrawals and 'ฝาก' for deposits. */
export const SavingHistoryRow = Type.Object({
  sav_id: Type.Integer(),
  sav_TimeDate: Type.String({ description: 'ISO 8601' }),
  sav_Type: Type.String(),
  sav_amount: Baht,
  /** 'รออนุมัติ' while pending, 'อนุมัติ' or 'ไม่อนุมัติ' after staff decide. */
  detail_status: Type.String(),
  sav_note: Type.Union([Type.String(), Type.Null()]),
  proof: ImageField,
  /** The member's approved balance just after this row (unchanged by pending or rejected rows). */
  sav_NetBalance: Baht,
});
export type SavingHistoryRow = Static<typeof SavingHistoryRow>;
/** Newest first. proof: the member's slip for a deposit, the shop's transfer proof for a paid withdrawal. */
export const SavingHistoryAnswer = Type.Array(SavingHistoryRow);
export type SavingHistoryAnswer = Static<typeof SavingHistoryAnswer>;

/** Our addition: the ledger balance, and what is still free after pending withdrawals. */
export const BalanceAnswer = Type.Object({ balance: Baht, available: Baht, pendingWithdrawals: Baht });
export type BalanceAnswer = Static<typeof BalanceAnswer>;

/** Amounts arrive as multipart text: baht with at most 2 decimals, > 0. */
export const AmountText = Type.String({ pattern: '^(?:0|[1-9][0-9]{0,8})(?:\\.[0-9]{1,2})?$' });

export const CreateSavingFields = Type.Object({ amount: AmountText, amountString: Type.Optional(Text(300)) });
export type CreateSavingFields = Static<typeof CreateSavingFields>;

/**
 * Both withdrawal forms post here, with files idCardImage and idCardImageBack. SPEC §5 decides which
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
