import type { SlipReading } from '@goldshop/api/contract';
import { formatBaht } from './money';
import { paymentReference } from './slip-match';
import { formatThaiDateTime } from './date';

// What the server read on a slip (the API's slipRead), in the words staff decide by. One place for these
// words: the queue's tag, the drawer's lines and the approve confirmation all read them from here.

export type SlipTone = 'ok' | 'warn' | 'bad';

/** Words for the check with the bank's verification service (absent: the service is off). */
const CHECK_TEXT: Record<SlipReading['check'], string | null> = {
  off: null,
  pending: 'กำลังตรวจกับธนาคาร',
  ok: 'ธนาคารยืนยันยอดและผู้รับถูกต้อง',
  mismatch: 'ข้อมูลจากธนาคารไม่ตรง',
  not_found: 'ธนาคารไม่พบรายการโอนนี้',
  unavailable: 'ตรวจกับธนาคารไม่ได้',
};

const EARLIER_STATUS: Record<string, string> = { pending: 'รออนุมัติ', approved: 'อนุมัติ', rejected: 'ไม่อนุมัติ' };

/** The problems staff must weigh before approving, most serious first (empty: nothing to look at twice). */
export function slipWarnings(r: SlipReading): string[] {
  const out: string[] = [];
  if (r.check === 'mismatch' || r.check === 'not_found') out.push(`${CHECK_TEXT[r.check]}${r.checkNote ? `: ${r.checkNote}` : ''}`);
  if (r.qr === 'none') out.push('ไม่พบ QR บนสลิป: ตรวจยอดกับรายการเงินเข้าบัญชีของร้านก่อนอนุมัติ');
  if (r.qr === 'unknown') {
    out.push(`QR บนรูปไม่ใช่ QR สลิปของธนาคารที่ระบบรู้จัก (อาจเป็นสลิปปลอมหรือรูปอื่น): ตรวจยอดกับรายการเงินเข้าบัญชีของร้านก่อนอนุมัติ`);
  }
  if (r.qr === 'error') out.push('อ่านรูปสลิปไม่ได้: ตรวจยอดกับรายการเงินเข้าบัญชีของร้านก่อนอนุมัติ');
  if (r.others.length) {
    const refs = r.others.map((o) => `${o.bankName ?? '—'} ${o.transRef ?? ''}`.trim()).join(', ');
    out.push(`ในรูปมี QR สลิปมากกว่าหนึ่งรายการ (${refs}): ตรวจว่าสลิปนี้เป็นการโอนครั้งนี้จริง`);
  }
  if (r.earlier) {
    out.push(
      `การโอนนี้เคยส่งมากับรายการ ${paymentReference(r.earlier.kind, r.earlier.id)} (${EARLIER_STATUS[r.earlier.status] ?? r.earlier.status}) เมื่อ ${formatThaiDateTime(r.earlier.createdAt)}`,
    );
  }
  return out;
}

/** The queue's one-word mark for a slip. */
export function slipTag(r: SlipReading): { tone: SlipTone; text: string } {
  if (r.check === 'mismatch' || r.check === 'not_found') return { tone: 'bad', text: r.check === 'mismatch' ? 'ไม่ตรง' : 'ธนาคารไม่พบ' };
  if (r.qr === 'unknown') return { tone: 'warn', text: 'QR ไม่ใช่สลิป' };
  if (r.qr !== 'read') return { tone: 'warn', text: r.qr === 'error' ? 'อ่านรูปไม่ได้' : 'ไม่พบ QR' };
  if (r.others.length) return { tone: 'warn', text: 'หลาย QR' };
  if (r.earlier) return { tone: 'warn', text: 'เคยส่งแล้ว' };
  if (r.check === 'ok') return { tone: 'ok', text: 'ยืนยันแล้ว' };
  return { tone: 'ok', text: 'อ่าน QR ได้' };
}

const NO_REF: Record<SlipReading['qr'], string> = { read: '—', none: 'ไม่พบ QR บนสลิป', unknown: 'QR ไม่ใช่สลิป', error: 'อ่านไม่ได้' };

/** Lines for the drawer and the approve confirmation: the bank, the reference, the check. */
export function slipLines(r: SlipReading): { label: string; value: string }[] {
  const lines = [
    { label: 'ธนาคารผู้โอน', value: r.bankName ?? '—' },
    { label: 'เลขอ้างอิงการโอน', value: r.transRef ?? NO_REF[r.qr] },
  ];
  if (r.payload) lines.push({ label: 'ข้อความใน QR', value: r.payload });
  const check = CHECK_TEXT[r.check];
  if (check)
    lines.push({
      label: 'ตรวจกับธนาคาร',
      value: r.checkAmount !== null ? `${check} (ยอดในระบบธนาคาร ${formatBaht(r.checkAmount)})` : check,
    });
  return lines;
}
