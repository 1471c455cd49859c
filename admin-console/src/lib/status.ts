import { REQUEST_STATUS_TEXT, type DecisionStatus } from '@goldshop/api/contract';

/** The queue filter's choices: the API's decision status, in the Thai words the member also sees. */
export const decisionOptions = (Object.keys(REQUEST_STATUS_TEXT) as DecisionStatus[]).map((value) => ({ value, label: REQUEST_STATUS_TEXT[value] }));
/** ProTable valueEnum for a DecisionStatus column/filter. */
export const decisionValueEnum = Object.fromEntries(decisionOptions.map((o) => [o.value, { text: o.label }])) as Record<DecisionStatus, { text: string }>;

/** Colour of a status tag by its Thai text (savings, type 2, decisions): waiting gold, yes green, no red. */
export function statusColor(text: string | null | undefined): string {
  switch (text) {
    case 'รออนุมัติ':
    case 'pending':
      return 'gold';
    case 'อนุมัติ':
    case 'approved':
    case 'มีผลบังคับ':
    case 'จัดส่งแล้ว':
    case 'รับสินค้าแล้ว':
    case 'โอนเงินแล้ว':
      return 'green';
    case 'ไม่อนุมัติ':
    case 'rejected':
      return 'red';
    case 'รอปิดสัญญา':
    case 'เตรียมสินค้า':
      return 'blue';
    default:
      return 'default';
  }
}

/** Thai text of a decision status; any other status is already Thai text. */
export const statusText = (s: string) => (s in REQUEST_STATUS_TEXT ? REQUEST_STATUS_TEXT[s as DecisionStatus] : s);

/** SPEC §4 verificationStatus values as staff read them. */
export const VERIFICATION_STATUS_TEXT: Record<number, string> = { 0: 'ยังไม่ยืนยันตัวตน', 1: 'รออนุมัติ', 2: 'ยืนยันแล้ว', 99: 'ถูกระงับ' };
export const verificationColor = (v: number) => ({ 0: 'red', 1: 'gold', 2: 'green', 99: 'default' })[v] ?? 'default';
