import type { PromptpayType } from '@goldshop/db/enums';
import { isValidNationalId } from './national-id';

// A PromptPay receiver's id, checked and shown one way by the server, the console's settings form and the
// member's payout form (docs/decisions.md "Payments").

/** Digits only: people write 081-222-3333 or 1 1017 00230 70 8. */
export const promptpayDigits = (text: string) => text.replace(/[\s-]/g, '');

/** A Thai mobile number as dialled at home: 10 digits starting 06, 08 or 09. */
const MOBILE = /^0[689]\d{8}$/;
const EWALLET = /^\d{15}$/;

/** The Thai message for an id that is not of its type, or undefined when it is one. */
export function promptpayIdError(type: PromptpayType, text: string): string | undefined {
  const id = promptpayDigits(text);
  if (type === 'mobile') return MOBILE.test(id) ? undefined : 'เบอร์พร้อมเพย์ต้องเป็นเบอร์มือถือ 10 หลัก ขึ้นต้นด้วย 06, 08 หรือ 09';
  if (type === 'national_id') return isValidNationalId(id) ? undefined : 'เลขประจำตัวผู้เสียภาษีหรือเลขบัตรประชาชนต้องมี 13 หลักและถูกต้อง';
  return EWALLET.test(id) ? undefined : 'เลข e-Wallet ต้องมี 15 หลัก';
}

/** What a member may write as a PromptPay payout account: a mobile number or a national ID. */
export function payoutPromptpayType(text: string): PromptpayType | undefined {
  const id = promptpayDigits(text);
  if (MOBILE.test(id)) return 'mobile';
  if (isValidNationalId(id)) return 'national_id';
  return undefined;
}

/** Shown to members and in staff lists: the last four digits, grouped as the id is usually written. */
export function maskPromptpayId(type: PromptpayType, text: string): string {
  const id = promptpayDigits(text);
  const last = id.slice(-4);
  if (type === 'mobile') return `xxx-xxx-${last}`;
  if (type === 'national_id') return `x-xxxx-xxxx${last.slice(0, 1)}-${last.slice(1, 3)}-${last.slice(3)}`;
  return `${'x'.repeat(11)}${last}`;
}

export const PROMPTPAY_TYPE_TEXT = {
  mobile: 'เบอร์มือถือ',
  national_id: 'เลขประจำตัวผู้เสียภาษี / บัตรประชาชน',
  ewallet: 'e-Wallet',
} as const satisfies Record<PromptpayType, string>;
