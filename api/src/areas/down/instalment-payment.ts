import { and, eq } from 'drizzle-orm';
import { schema } from '@goldshop/db';
import { downCalls as calls } from '../../../contract/down';
import { badRequest, conflict } from '../../lib/http-error';
import { requireMinimum } from '../../lib/money-input';
import type { PaymentKind } from '../payments/take-payment';
import { bahtText, instalmentSums, ownRequest } from './contracts';
import { allows, PAYABLE } from './lifecycle';

const { downPayments: payments } = schema;
type PaymentRow = typeof payments.$inferSelect;

/**
 * An instalment on a type 2 contract in force (docs/product.md "Member app: savings type 2 (/downing)"); the
 * slip waits for staff. Taken by the one payment flow (payments/take-payment.ts).
 */
export const instalmentPayment: PaymentKind<typeof calls.pay.upload.fields, { downId: number; amountSatang: number }, void, PaymentRow> = {
  slip: 'instalment',
  upload: calls.pay.upload,
  parse: (fields, amountSatang) => ({ downId: Number(fields.downId), amountSatang }),
  byKey: (tx, userId, key) =>
    tx
      .select()
      .from(payments)
      .where(and(eq(payments.userId, userId), eq(payments.idempotencyKey, key)))
      .get(),
  sameRequest: (prev, input) => prev.downId === input.downId,
  check(tx, member, input) {
    const down = ownRequest(tx, member.id, input.downId);
    if (!allows(PAYABLE, down.status) || down.approvedAmountSatang === null)
      throw conflict('DOWN_NOT_APPROVED', 'คำขอนี้ยังไม่ได้รับอนุมัติหรือปิดสัญญาแล้ว');
    // What is left to pay counts instalments still waiting for staff: money sent is not asked for twice.
    const sums = instalmentSums(tx, down.id);
    const remaining = down.approvedAmountSatang - sums.approved - sums.pending;
    if (remaining <= 0) throw conflict('FULLY_PAID', 'สัญญานี้ชำระครบยอดแล้ว (รวมยอดที่รอร้านตรวจสอบ) ไม่ต้องชำระเพิ่ม');
    if (input.amountSatang > remaining) {
      throw badRequest('OVER_REMAINING', `ยอดชำระเกินยอดคงเหลือ ชำระได้ไม่เกิน ${bahtText(remaining)} บาท (หักยอดที่รอร้านตรวจสอบแล้ว)`);
    }
    // The last instalment pays exactly what is left, even when that is below the shop's minimum.
    if (input.amountSatang !== remaining) requireMinimum(tx, 'instalment', input.amountSatang);
  },
  insert: (tx, { member, input, proof, key }) =>
    tx
      .insert(payments)
      .values({ downId: input.downId, userId: member.id, amountSatang: input.amountSatang, proof, idempotencyKey: key })
      .returning()
      .get(),
};
