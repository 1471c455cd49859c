import type { AdminPickup } from '@goldshop/api/contract';
import { formatBaht } from '../../lib/money';

// A deposit paid before the handover (a reserved piece's, docs/decisions.md "Reservation deposits") counts towards
// the price: the counter reads it on the row and again in the handover's confirmation, and takes only the rest.

/** The row's line about money already paid ('มัดจำแล้ว ฿500.00 หักจากราคา'), or null when nothing was. */
export const depositLine = (p: Pick<AdminPickup, 'depositPaid'>): string | null =>
  p.depositPaid > 0 ? `มัดจำแล้ว ${formatBaht(p.depositPaid)} หักจากราคา` : null;

/** What the handover's confirmation asks staff to check before they hand the piece over. */
export function handoverChecks(p: Pick<AdminPickup, 'depositPaid'>): string[] {
  const deposit = depositLine(p);
  return ['ตรวจบัตรประชาชนให้ตรงก่อนส่งมอบ', ...(deposit ? [deposit, 'เก็บเงินเฉพาะส่วนที่เหลือ'] : [])];
}
