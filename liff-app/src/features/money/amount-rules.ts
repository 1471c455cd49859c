import { formatAmount, formatBalance } from '../../lib/format';
import { isPositiveAmount } from '../../lib/amount-input';

/** The shop's minimum for an amount (contentCalls.moneyRules) with the word the server uses for it. */
export interface Minimum {
  baht: number;
  word: string;
}

/** 'ยอดฝากขั้นต่ำ 100 บาท', as the server words its refusal (BELOW_MINIMUM). */
export const minimumText = (m: Minimum) => `${m.word}ขั้นต่ำ ${formatAmount(m.baht) ?? m.baht} บาท`;

/**
 * What is wrong with a typed amount, in the words the member reads under the field, or undefined when it
 * may be sent: missing, not a number above zero, under the shop's minimum, over what may be withdrawn.
 * One rule for every money form.
 */
export function amountError(value: string | undefined, { minimum, max }: { minimum?: Minimum; max?: number } = {}): string | undefined {
  if (!value) return 'กรุณากรอกจำนวนเงิน';
  if (!isPositiveAmount(value)) return 'กรุณากรอกตัวเลขจำนวนเงินที่มากกว่า 0';
  if (minimum && Number(value) < minimum.baht) return minimumText(minimum);
  if (max !== undefined && Number(value) > max) return `ยอดที่ถอนได้ไม่เกิน ${formatBalance(max) ?? '-'} บาท`;
  return undefined;
}
