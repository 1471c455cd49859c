import { Type, type Static } from '@sinclair/typebox';
import { Baht, ImageField } from './common';
import { AmountText } from './saving';

export const DownRequest = Type.Object({
  down_id: Type.Integer(),
  DateColumn: Type.String({ description: 'ISO 8601 time of the request' }),
  /** 'รออนุมัติ' (warning style) or another value (success style): อนุมัติ, ไม่อนุมัติ, รอปิดสัญญา, ปิดสัญญา. */
  Status: Type.String(),
  Prod_type: Type.Union([Type.String(), Type.Null()]),
  ApprovedAmount: Type.Union([Baht, Type.Null()]),
  StartDate: Type.Union([Type.String(), Type.Null()]),
  EndDate: Type.Union([Type.String(), Type.Null()]),
});
export type DownRequest = Static<typeof DownRequest>;

export const GetReqAnswer = Type.Object({ data: Type.Array(DownRequest) });
export type GetReqAnswer = Static<typeof GetReqAnswer>;

/** One instalment the member sent: status 'รออนุมัติ' | 'อนุมัติ' | 'ไม่อนุมัติ'; proof is their slip. */
export const DownPaymentRow = Type.Object({
  id: Type.Integer(),
  transfer_time: Type.String(),
  amount: Baht,
  status: Type.String(),
  note: Type.Union([Type.String(), Type.Null()]),
  proof: ImageField,
});
export type DownPaymentRow = Static<typeof DownPaymentRow>;
/** GET /api/down/detail/{downId}: the payments of one of the member's own requests, newest first. */
export const DownDetailAnswer = Type.Array(DownPaymentRow);
export type DownDetailAnswer = Static<typeof DownDetailAnswer>;

export const DownIdParam = Type.Object({ downId: Type.Integer({ minimum: 1 }) });
export type DownIdParam = Static<typeof DownIdParam>;
/** Multipart with file proof (the transfer slip); header Idempotency-Key as for savings deposits. */
export const SubmitPaymentFields = Type.Object({ downId: Type.String({ pattern: '^[1-9][0-9]{0,9}$' }), amount: AmountText });
export type SubmitPaymentFields = Static<typeof SubmitPaymentFields>;
/** Multipart with files idCardImage and idCardImageBack; the request must be 'อนุมัติ'. */
export const DoneRequestFields = Type.Object({ downId: Type.String({ pattern: '^[1-9][0-9]{0,9}$' }) });
export type DoneRequestFields = Static<typeof DoneRequestFields>;
