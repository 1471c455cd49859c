import type { Reservation } from '@goldshop/api/contract';
import { formatAmount } from '../../lib/format';

/** What becomes of the deposit when the piece is not collected, as the member reads it before reserving. */
export function depositRuleText(rule: Reservation['depositRule']): string {
  return rule === 'keep'
    ? 'หากไม่มารับภายในเวลาที่ร้านเก็บไว้ให้ ร้านจะริบเงินมัดจำ หากยกเลิกก่อนเวลานัดหรือร้านยกเลิก ร้านจะคืนเงินมัดจำ เมื่อมารับ มัดจำจะหักเป็นค่าสินค้า'
    : 'หากไม่มารับภายในเวลาที่ร้านเก็บไว้ให้ หรือยกเลิกการจอง ร้านจะคืนเงินมัดจำ เมื่อมารับ มัดจำจะหักเป็นค่าสินค้า';
}

/** A deposit as members read money (docs/product.md "Formatting: money"): '500 บาท', satang kept ('1,250.50 บาท'). */
export const depositBaht = (baht: number): string => `${formatAmount(baht) ?? '0'} บาท`;
