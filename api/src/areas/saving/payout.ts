import { payoutPromptpayType } from '../../../contract/promptpay-id';
import { PROMPTPAY_BANK } from '../../../contract/banks';
import { promptpayPayload } from '../../lib/promptpay';
import type { SavingTransaction } from './ledger';

/**
 * A cash withdrawal the member asked to receive by PromptPay: the Thai QR for exactly the amount, to the
 * member's own PromptPay, so staff pay it by scanning from their bank app instead of typing the number.
 * Only while it still has to be paid (approved, not yet transferred).
 */
export function payoutPromptpay(t: SavingTransaction): string | null {
  if (t.kind !== 'withdraw_cash' || t.status === 'rejected' || t.fulfilment === 'transferred') return null;
  return promptpayPayoutQr(t);
}

/** The Thai QR paying `amountSatang` to a payout destination that is a PromptPay id; null for a bank account. */
export function promptpayPayoutQr(t: { bank: string | null; accountNumber: string | null; amountSatang: number }): string | null {
  if (t.bank !== PROMPTPAY_BANK || !t.accountNumber) return null;
  const type = payoutPromptpayType(t.accountNumber);
  return type ? promptpayPayload(type, t.accountNumber, t.amountSatang) : null;
}
