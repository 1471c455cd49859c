import { and, eq } from 'drizzle-orm';
import { schema, type Db } from '@goldshop/db';
import { MAX_AMOUNT_BAHT } from '../../../contract/saving';
import { badRequest, conflict, forbidden } from '../../lib/http-error';
import { bahtTextToSatang } from '../../lib/money';

// Request checks shared by the savings and down-payment routes (type 1 and type 2 money).

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

export const keyReused = () => conflict('IDEMPOTENCY_KEY_REUSED', 'รหัสคำขอ (Idempotency-Key) นี้ถูกใช้กับรายการอื่นแล้ว');

/**
 * The earlier savings transaction recorded under this member's Idempotency-Key, if any. The same key
 * with a different kind or amount is a client bug, answered 409 rather than silently replayed.
 */
export function savingReplay(tx: Db, userId: number, key: string | undefined, kind: schema.SavingKind, amountSatang: number) {
  if (!key) return undefined;
  const t = schema.savingTransactions;
  const prev = tx.select({ id: t.id, kind: t.kind, amountSatang: t.amountSatang }).from(t).where(and(eq(t.userId, userId), eq(t.idempotencyKey, key))).get();
  if (!prev) return undefined;
  if (prev.kind !== kind || prev.amountSatang !== amountSatang) throw keyReused();
  return { message: OK_MESSAGE, id: prev.id };
}

/** Deposits and withdrawals need a type 1 account in force. */
export function requireActiveAccount(tx: Db, userId: number): void {
  const acc = tx.select({ status: schema.savingAccounts.status }).from(schema.savingAccounts).where(eq(schema.savingAccounts.userId, userId)).get();
  if (!acc) throw forbidden('NO_SAVING_ACCOUNT', 'กรุณายื่นคำขอเปิดบัญชีออมทองก่อนทำรายการ');
  if (acc.status !== 'มีผลบังคับ') throw conflict('SAVING_NOT_ACTIVE', 'บัญชีออมทองยังไม่มีผลบังคับ');
}

/** Admin switches; a flag never set reads as 0 (closed) until the owner opens it. */
export function flagIsOn(tx: Db, key: schema.FlagKey): boolean {
  return tx.select({ value: schema.flags.value }).from(schema.flags).where(eq(schema.flags.key, key)).get()?.value === 1;
}
