import { Type, type Static } from '@sinclair/typebox';
import { Baht, ImageField, Text } from './common';

export const SavStatusRow = Type.Object({ sav_status: Type.String() });
export type SavStatusRow = Static<typeof SavStatusRow>;

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

/** Our addition: the ledger balance, and what is still free after pending withdrawals. */
export const BalanceAnswer = Type.Object({ balance: Baht, available: Baht, pendingWithdrawals: Baht });
export type BalanceAnswer = Static<typeof BalanceAnswer>;

/** Amounts arrive as multipart text: baht with at most 2 decimals, > 0. */
export const AmountText = Type.String({ pattern: '^(?:0|[1-9][0-9]{0,8})(?:\\.[0-9]{1,2})?$' });

export const CreateSavingFields = Type.Object({ amount: AmountText, amountString: Type.Optional(Text(300)) });
export type CreateSavingFields = Static<typeof CreateSavingFields>;

/** Both withdrawal forms post here; SPEC §5 decides which fields are required (checked in the route). */
export const WithdrawFields = Type.Object({
  withdrawAmount: Type.Optional(AmountText),
  amount: Type.Optional(AmountText),
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

export const CreatedAnswer = Type.Object({ message: Type.String(), id: Type.Integer() });
export type CreatedAnswer = Static<typeof CreatedAnswer>;
