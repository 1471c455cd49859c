// SPEC §8 texts of the money screens, written once.
import { thaiFirst } from '../../lib/thai-first';

export const OK_TEXT = 'ทำรายการสำเร็จ';
export const FAIL_TEXT = 'มีบางอย่างผิดพลาด กรุณาลองใหม่อีกครั้ง';
export const TERMS_ALERT = thaiFirst('กรุณายอมรับเงื่อนไข', 'Please accept the terms and conditions.');
export const CLOSED_TEXT = 'ยังไม่เปิดให้บริการ';
/** SPEC §9: success toasts close after 1.5 s (a receipt then stands in for the page reload: docs/decisions.md). */
export const SUCCESS_SECONDS = 1.5;
/** A refused row the shop gave no reason for: the member still learns what to do. */
export const NO_REASON_TEXT = 'ร้านไม่ได้ระบุเหตุผล กรุณาติดต่อร้าน';
/** Beside a pending row: nothing is wrong, the shop has not looked yet. */
export const WAITING_TEXT = 'รอร้านตรวจสอบ';
/** A slip form sent without its picture. */
export const SLIP_REQUIRED_TEXT = 'กรุณาแนบรูปสลิปการโอนเงิน';
