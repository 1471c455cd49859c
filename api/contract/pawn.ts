import { Type, type Static } from '@sinclair/typebox';
import { Baht, ImageField } from './common';

export const PawnContract = Type.Object({
  jn_id: Type.String(),
  jn_date: Type.String({ description: 'YYYY-MM-DD' }),
  Net_Total: Baht,
  Rate_In: Baht,
  fee: Baht,
  jn_Status: Type.String(),
  due_date: Type.String({ description: 'YYYY-MM-DD' }),
});
export type PawnContract = Static<typeof PawnContract>;

export const PawnPayment = Type.Object({
  pay_date: Type.String({ description: 'YYYY-MM-DD' }),
  Total: Baht,
  pay_type: Type.String(),
  proof: ImageField,
});
export type PawnPayment = Static<typeof PawnPayment>;

export const JnIdParam = Type.Object({ jn_id: Type.String({ minLength: 1, maxLength: 40, pattern: '^[A-Za-z0-9_-]+$' }) });
