import type { PawnRequestKind as Kind } from '@goldshop/db/enums';
import type { PawnQuote } from './pawn-requests';

// The words of a pawn payment and of its quote, as functions the member app runs: this file holds no schema
// (nothing from TypeBox), so importing it does not carry the server's validation into the browser's bundle.

/** The one Thai name of each payment, for both apps and the LINE messages. */
export const PAWN_REQUEST_KIND_TEXT = { interest: 'ต่อดอก', principal: 'ลดต้น', redeem: 'ไถ่ถอน' } as const satisfies Record<Kind, string>;
/** What a payment is for, in one phrase: 'ต่อดอก 2 เดือน', 'ลดต้น', 'ไถ่ถอน'. */
export const pawnRequestWhat = (r: { kind: Kind; months: number | null }): string =>
  r.kind === 'interest' && r.months ? `${PAWN_REQUEST_KIND_TEXT.interest} ${r.months} เดือน` : PAWN_REQUEST_KIND_TEXT[r.kind];

/** One line of a quote's breakdown: a label and a baht amount (negative: taken off), a date or a text. */
export interface QuoteLine {
  key: string;
  label: string;
  baht?: number;
  date?: string;
  text?: string;
  /** The amount to pay: the line that stands out. */
  total?: boolean;
}

/** 1 → '1 เดือน', 1.5 → '1 เดือนครึ่ง', 0.5 → 'ครึ่งเดือน'. */
export const monthsText = (months: number) => {
  const whole = Math.floor(months);
  const half = months - whole >= 0.5;
  if (whole === 0) return half ? 'ครึ่งเดือน' : '0 เดือน';
  return `${whole} เดือน${half ? 'ครึ่ง' : ''}`;
};

/**
 * A quote's breakdown in the words the member and staff both read (one word, one number: the same lines on
 * the pay screen, in the staff's queue and in the approval): the principal, the monthly interest, the months
 * or days counted, what the law's ceiling took off when it bites, and the amount to pay.
 */
export function quoteLines(q: Pick<PawnQuote, 'kind' | 'amount' | 'months' | 'newDueDate' | 'breakdown' | 'ceiling'>): QuoteLine[] {
  const b = q.breakdown;
  const lines: QuoteLine[] = [];
  if (b.principal !== b.netTotal) lines.push({ key: 'netTotal', label: 'ยอดขายฝาก', baht: b.netTotal });
  lines.push({ key: 'principal', label: 'เงินต้นคงเหลือ', baht: b.principal });
  lines.push({ key: 'monthly', label: 'ดอกเบี้ยต่อเดือน (รวมค่าธรรมเนียม)', baht: b.monthlyInterest });
  if (q.kind === 'interest') {
    lines.push({ key: 'months', label: 'ต่อดอก', text: monthsText(q.months ?? 0) });
    lines.push({ key: 'payInterest', label: 'ดอกเบี้ยที่ชำระ', baht: b.payInterest + q.ceiling.cut });
  } else {
    lines.push({
      key: 'counted',
      label: 'นับดอกเบี้ยถึงวันนี้',
      text: `${b.daysSinceSale} วัน คิดเป็น ${monthsText(b.monthsCounted)}${b.monthRule === 'half' ? ' (1–15 วันคิดครึ่งเดือน)' : ''}`,
    });
    lines.push({ key: 'charged', label: 'ดอกเบี้ยตามกติกาของร้าน', baht: b.interestCharged });
    if (b.interestPaid > 0) lines.push({ key: 'paid', label: 'ดอกเบี้ยที่ชำระแล้ว', baht: -b.interestPaid });
  }
  if (q.ceiling.bites) lines.push({ key: 'ceiling', label: 'ส่วนที่เกินเพดานตามกฎหมาย (ไม่เกิน 15% ต่อปี)', baht: -q.ceiling.cut });
  if (q.kind !== 'interest') lines.push({ key: 'payInterest', label: 'ดอกเบี้ยที่ชำระ', baht: b.payInterest });
  if (q.kind === 'principal')
    lines.push(
      { key: 'payPrincipal', label: 'ลดเงินต้น', baht: b.payPrincipal },
      { key: 'principalAfter', label: 'เงินต้นหลังชำระ', baht: b.principalAfter },
    );
  if (q.kind === 'redeem') lines.push({ key: 'payPrincipal', label: 'เงินต้นที่ไถ่ถอน', baht: b.payPrincipal });
  if (q.newDueDate) lines.push({ key: 'newDueDate', label: 'กำหนดชำระใหม่', date: q.newDueDate });
  lines.push({ key: 'amount', label: 'ยอดที่ต้องชำระ', baht: q.amount, total: true });
  return lines;
}
