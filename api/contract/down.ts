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

export const DownPaymentRow = Type.Object({
  id: Type.Integer(),
  transfer_time: Type.String(),
  amount: Baht,
  status: Type.String(),
  note: Type.Union([Type.String(), Type.Null()]),
  proof: ImageField,
});
export type DownPaymentRow = Static<typeof DownPaymentRow>;

export const DownIdParam = Type.Object({ downId: Type.Integer({ minimum: 1 }) });
export const SubmitPaymentFields = Type.Object({ downId: Type.String({ pattern: '^[1-9][0-9]{0,9}$' }), amount: AmountText });
export type SubmitPaymentFields = Static<typeof SubmitPaymentFields>;
export const DoneRequestFields = Type.Object({ downId: Type.String({ pattern: '^[1-9][0-9]{0,9}$' }) });
export type DoneRequestFields = Static<typeof DoneRequestFields>;
