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
/** GET /api/pawn/get-pawn: the contracts of the member's customer record, newest jn_date first. */
export const PawnContractsAnswer = Type.Array(PawnContract);
export type PawnContractsAnswer = Static<typeof PawnContractsAnswer>;

export const PawnPayment = Type.Object({
  pay_date: Type.String({ description: 'YYYY-MM-DD' }),
  Total: Baht,
  pay_type: Type.String(),
  proof: ImageField,
});
export type PawnPayment = Static<typeof PawnPayment>;
/** GET /api/pawn/get-pawn/{jn_id}: that contract's payments, newest pay_date first. */
export const PawnPaymentsAnswer = Type.Array(PawnPayment);
export type PawnPaymentsAnswer = Static<typeof PawnPaymentsAnswer>;

export const JnIdParam = Type.Object({ jn_id: Type.String({ minLength: 1, maxLength: 40, pattern: '^[A-Za-z0-9_-]+$' }) });
export type JnIdParam = Static<typeof JnIdParam>;
