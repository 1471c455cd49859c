import type { FormInstance } from 'antd';
import { ApiError } from '../../lib/api';

/**
 * Where a server refusal belongs: its stable code names the field the member must change (the amount under
 * the shop's minimum, a slip already sent). `fields` maps the form's own names: a deposit's amount is
 * 'amount', a goods withdrawal's 'withdrawAmount'.
 */
const KIND_OF: Record<string, 'amount' | 'slip' | 'balance'> = {
  BELOW_MINIMUM: 'amount',
  AMOUNT_TOO_LARGE: 'amount',
  BAD_AMOUNT: 'amount',
  OVER_REMAINING: 'amount',
  INSUFFICIENT_BALANCE: 'balance',
  SLIP_ALREADY_USED: 'slip',
  NOT_IMAGE: 'slip',
  BAD_IMAGE: 'slip',
  IMAGE_TOO_LARGE: 'slip',
};

/**
 * The form field a refusal is about and the server's Thai reason for it, or undefined when it is about no
 * one field (`fields` maps 'amount' and 'slip' to the form's own names).
 */
export function fieldErrorOf<N extends string>(error: unknown, fields: { amount: N; slip?: N }): { name: N; message: string } | undefined {
  if (!(error instanceof ApiError) || !error.code) return undefined;
  const kind = Object.hasOwn(KIND_OF, error.code) ? KIND_OF[error.code] : undefined;
  const name = kind === 'slip' ? fields.slip : kind ? fields.amount : undefined;
  return name ? { name, message: error.message } : undefined;
}

/** Puts the server's Thai reason under the field of an antd form it is about; false when there is none. */
export function showFieldError(form: FormInstance, error: unknown, fields: { amount: string; slip?: string }): boolean {
  const found = fieldErrorOf(error, fields);
  if (found) form.setFields([{ name: found.name, errors: [found.message] }]);
  return Boolean(found);
}
