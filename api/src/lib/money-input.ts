import { MAX_AMOUNT_BAHT } from '../../contract/saving';
import { badRequest, conflict } from './http-error';
import { bahtTextToSatang } from './money';

// What every member money request (savings deposits and withdrawals, type 2 instalments) checks alike.

/** The answer message of a recorded money request. */
export const OK_MESSAGE = 'ทำรายการสำเร็จ';
const MAX_SATANG = MAX_AMOUNT_BAHT * 100;

/** Baht text from a form → satang: > 0, at most 2 decimals, at most MAX_AMOUNT_BAHT. */
export function parseAmount(text: string | undefined): number {
  if (text === undefined || text.trim() === '') throw badRequest('AMOUNT_REQUIRED', 'กรุณาระบุจำนวนเงิน');
  let satang: number;
  try {
    satang = bahtTextToSatang(text);
  } catch {
    throw badRequest('BAD_AMOUNT', 'จำนวนเงินไม่ถูกต้อง (ตัวเลข ทศนิยมไม่เกิน 2 ตำแหน่ง)');
  }
  if (satang <= 0) throw badRequest('BAD_AMOUNT', 'จำนวนเงินต้องมากกว่า 0');
  if (satang > MAX_SATANG) throw badRequest('AMOUNT_TOO_LARGE', `จำนวนเงินต้องไม่เกิน ${MAX_AMOUNT_BAHT.toLocaleString('en-US')} บาท`);
  return satang;
}

/** The same Idempotency-Key with a different request: a client bug, answered 409 rather than replayed. */
export const keyReused = () => conflict('IDEMPOTENCY_KEY_REUSED', 'รหัสคำขอ (Idempotency-Key) นี้ถูกใช้กับรายการอื่นแล้ว');
