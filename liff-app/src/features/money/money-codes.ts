/**
 * The server's refusal codes of a money form that are about one field (ui/use-form.ts puts the server's
 * message under it): the amount (the shop's minimum, too much, more than can be withdrawn, more than a contract has left) or the photo (a
 * slip already sent, a file that is not a picture). `fields` names them in the form.
 */
export function moneyCodes<N extends string>(fields: { amount: N; photo?: N }): Partial<Record<string, N>> {
  const amount = {
    BELOW_MINIMUM: fields.amount,
    AMOUNT_TOO_LARGE: fields.amount,
    BAD_AMOUNT: fields.amount,
    INSUFFICIENT_BALANCE: fields.amount,
    OVER_REMAINING: fields.amount,
  };
  if (!fields.photo) return amount;
  return { ...amount, SLIP_ALREADY_USED: fields.photo, NOT_IMAGE: fields.photo, BAD_IMAGE: fields.photo, IMAGE_TOO_LARGE: fields.photo };
}
