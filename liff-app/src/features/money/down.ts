import type { DownAskBody, DownRequest, DownStatus, Product } from '@goldshop/api/contract';
import { categoryLabel } from '../../lib/categories';
import { formatPrice, formatWeight } from '../../lib/format';
import { compareText } from '../../lib/compare';

// Savings type 2 read as a contract: which request counts, what its state means for the member, and what
// they can do now. Pure, so the screen and /gold-bank say the same thing.

/** The latest request by time (then id): its down_id is used for payment and closing (docs/product.md "Member app: savings type 2 (/downing)"). */
export function latestOf<T extends Pick<DownRequest, 'DateColumn' | 'down_id'>>(list: readonly T[]): T | undefined {
  return [...list].sort((a, b) => compareText(b.DateColumn, a.DateColumn) || b.down_id - a.down_id)[0];
}

/** Instalments and closing are possible only on a contract in force (the server refuses the rest). */
export const canPay = (code: DownStatus) => code === 'approved';

/** One sentence on what the current state means and what happens next. */
export function stateSentence(code: DownStatus): string {
  switch (code) {
    case 'pending':
      return 'ร้านได้รับคำขอของคุณแล้ว เจ้าหน้าที่จะตรวจสอบและกำหนดสินค้า ยอดเงิน และระยะเวลาของสัญญา เมื่ออนุมัติแล้วจึงจะชำระเงินงวดได้ (ยังไม่ต้องโอนเงินตอนนี้)';
    case 'approved':
      return 'สัญญามีผลแล้ว ชำระเงินงวดได้ที่แท็บ "ชำระเงิน" โดยโอนเข้าบัญชีของร้านแล้วแนบสลิป เมื่อชำระครบแล้วขอจบสัญญาเพื่อรับทองได้ที่แท็บ "ขอจบสัญญา"';
    case 'rejected':
      return 'ร้านไม่อนุมัติคำขอนี้ หากมีข้อสงสัยกรุณาติดต่อร้าน';
    case 'closing':
      return 'ส่งคำขอจบสัญญาแล้ว เจ้าหน้าที่กำลังตรวจสอบและจะติดต่อกลับเพื่อนัดรับทอง';
    case 'closed':
      return 'สัญญานี้ปิดแล้ว ขอบคุณที่ใช้บริการ';
    default:
      return 'หากมีข้อสงสัยเกี่ยวกับสถานะสัญญา กรุณาติดต่อร้าน';
  }
}

/** How much of the agreed amount approved instalments cover, 0–100 (whole percent, never over 100). */
export function paidPercent(c: Pick<DownRequest, 'ApprovedAmount' | 'Paid'>): number | undefined {
  if (!c.ApprovedAmount || c.ApprovedAmount <= 0) return undefined;
  return Math.min(100, Math.floor((c.Paid / c.ApprovedAmount) * 100));
}

/** A product of the shop as the request offers it: 'GN-101 · สร้อยคอ · 1 บาท · ฿42,500' (no price: none shown). */
export function productChoiceLabel(p: Pick<Product, 'code' | 'cat_id' | 'weight' | 'unit' | 'price'>, categoryName?: string): string {
  const price = formatPrice(p.price);
  return [p.code, categoryLabel(p.cat_id, 'shop', categoryName), `${formatWeight(p.weight)} ${p.unit}`, price].filter(Boolean).join(' · ');
}

/** The request's body from the form: only what the member gave (the `{}` when nothing, docs/product.md "The calls"). */
export function askBody(v: { productId?: number | null; note?: string | null; branchId?: number }): NonNullable<DownAskBody> {
  const note = v.note?.trim();
  return {
    ...(v.productId ? { productId: v.productId } : {}),
    ...(note ? { note } : {}),
    ...(v.branchId ? { branch_id: v.branchId } : {}),
  };
}
