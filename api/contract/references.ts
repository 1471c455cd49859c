// The one way a money record is named to a member (docs/product.md "References"): a letter for what it is, a
// dash and six digits ('S-000010', 'PW-000001'). Every screen, receipt, PDF, statement and message writes it
// from here, and the console shows the same, so what a member reads out is what staff find. No schema here
// (nothing from TypeBox): the member app imports it as it is.

/** What the number names, and its letters. */
export const REFERENCE_PREFIX = {
  /** A savings type 1 deposit or withdrawal (saving_transactions). */
  saving: 'S',
  /** A savings type 2 instalment (down_payments). */
  down: 'D',
  /** A pawn payment as the branch system (or an approval) recorded it (pawn_payments). */
  pawn: 'P',
  /** A pawn payment sent in the app, and its e-receipt (pawn_requests). */
  pawnRequest: 'PW',
  /** A gold account deposit, bar gold or sale (gold_transactions). */
  gold: 'G',
  /** A reservation's deposit (reservation_deposits). */
  reservation: 'RD',
} as const;
export type ReferenceKind = keyof typeof REFERENCE_PREFIX;

const DIGITS = 6;

/** 'S-000010': the reference of record `id` of this kind. */
export function referenceOf(kind: ReferenceKind, id: number): string {
  return `${REFERENCE_PREFIX[kind]}-${String(id).padStart(DIGITS, '0')}`;
}
