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
  INSUFFICIENT_BALANCE: 'balance',
  SLIP_ALREADY_USED: 'slip',
  NOT_IMAGE: 'slip',
  BAD_IMAGE: 'slip',
  IMAGE_TOO_LARGE: 'slip',
};

/** Puts the server's Thai reason under the field it is about; false when the refusal is about no one field. */
export function showFieldError(form: FormInstance, error: unknown, fields: { amount: string; slip?: string }): boolean {
  if (!(error instanceof ApiError) || !error.code) return false;
  const kind = KIND_OF[error.code];
  const name = kind === 'slip' ? fields.slip : kind ? fields.amount : undefined;
  if (!name) return false;
  form.setFields([{ name, errors: [error.message] }]);
  return true;
}
