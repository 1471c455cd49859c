import { and, eq } from 'drizzle-orm';
import { schema } from '@goldshop/db';
import type { Db } from '@goldshop/db';
import type { PawnRequestKind } from '@goldshop/db/schema';
import { pawnRequestCalls as calls } from '../../../contract/pawn-requests';
import { requirePickupBranch } from '../../lib/branches';
import { addDays, bangkokToday } from '../../lib/dates';
import { badRequest, conflict } from '../../lib/http-error';
import { thaiDate } from '../../lib/line/messages';
import { bahtText, bahtTextToSatang } from '../../lib/money';
import type { PaymentKind } from '../payments/take-payment';
import { ownContract } from './contracts';
import { PICKUP_WITHIN_DAYS } from './lifecycle';
import type { QuoteAsk } from './quote';
import { quoteFor, toQuoteAnswer, type PawnRequestRow } from './requests';

const { pawnRequests: requests } = schema;

/** The principal to pay down (ลดต้น), baht text → satang; absent when the kind is not ลดต้น. */
export const principalOf = (text: string | undefined) => {
  if (text === undefined || text === '') return undefined;
  try {
    return bahtTextToSatang(text);
  } catch {
    throw badRequest('BAD_PRINCIPAL', 'ยอดลดต้นไม่ถูกต้อง');
  }
};

/** What a request adds to its kind: ไถ่ถอน needs a branch and a day to collect, from tomorrow to 30 days on; the others take neither. */
function pickupOf(tx: Db, kind: PawnRequestKind, branchId: number | undefined, pickupDate: string | undefined, day: string) {
  if (kind !== 'redeem') {
    if (branchId || pickupDate) throw badRequest('PICKUP_NOT_REDEEM', 'สาขาและวันที่รับสินค้าใช้กับการไถ่ถอนเท่านั้น');
    return { branchId: null, pickupDate: null };
  }
  if (!branchId) throw badRequest('BRANCH_REQUIRED', 'กรุณาเลือกสาขาที่จะรับสินค้า');
  requirePickupBranch(tx, branchId);
  if (!pickupDate) throw badRequest('PICKUP_DATE_REQUIRED', 'กรุณาเลือกวันที่จะรับสินค้า');
  const last = addDays(day, PICKUP_WITHIN_DAYS);
  if (pickupDate <= day || pickupDate > last) {
    throw badRequest('BAD_PICKUP_DATE', `วันที่รับสินค้าต้องเป็นวันพรุ่งนี้ถึง ${thaiDate(last)}`);
  }
  return { branchId, pickupDate };
}

interface PawnPaymentInput {
  jnId: string;
  ask: QuoteAsk;
  /** The amount the member was shown and transferred, in satang. */
  amountSatang: number;
  branchId?: number;
  pickupDate?: string;
}

/**
 * A payment on a pawn contract made in the app (docs/decisions.md "Pawn"), with its slip, waiting for staff:
 * priced again now and refused unless it is what the member was shown (409 QUOTE_CHANGED, with today's
 * amount). One request at a time per contract (409; a partial UNIQUE index holds it too). Taken by the one
 * payment flow (payments/take-payment.ts).
 */
export const pawnPayment: PaymentKind<typeof calls.request.upload.fields, PawnPaymentInput, ReturnType<typeof priced>, PawnRequestRow> = {
  slip: 'pawn',
  upload: calls.request.upload,
  parse: (fields, amountSatang) => ({
    jnId: fields.jn_id,
    ask: {
      kind: fields.kind,
      months: fields.months === undefined ? undefined : Number(fields.months),
      principalSatang: principalOf(fields.principal),
    },
    amountSatang,
    branchId: fields.branch_id === undefined ? undefined : Number(fields.branch_id),
    pickupDate: fields.pickup_date,
  }),
  // A contract not the member's is a 404 before the slip is even read.
  early: (db, member, input) => void ownContract(db, member.customerId, input.jnId),
  byKey: (tx, userId, key) =>
    tx
      .select()
      .from(requests)
      .where(and(eq(requests.userId, userId), eq(requests.idempotencyKey, key)))
      .get(),
  sameRequest: (prev, input) =>
    prev.jnId === input.jnId &&
    prev.kind === input.ask.kind &&
    (input.ask.months === undefined || prev.months === input.ask.months) &&
    (prev.branchId ?? undefined) === input.branchId &&
    (prev.pickupDate ?? undefined) === input.pickupDate,
  check: (tx, member, input) => priced(tx, member.customerId, input),
  insert: (tx, { member, input, checked: { contract, quote: q, pickup, day }, proof, key }) =>
    tx
      .insert(requests)
      .values({
        jnId: input.jnId,
        userId: member.id,
        kind: input.ask.kind,
        amountSatang: q.amountSatang,
        interestSatang: q.interestSatang,
        principalSatang: q.principalSatang,
        months: q.months,
        payDate: day,
        quote: toQuoteAnswer(contract, q),
        ...pickup,
        proof,
        idempotencyKey: key,
      })
      .returning()
      .get(),
};

/** The contract priced today, the amount the member sent held to it, and the pickup a ไถ่ถอน asks for. */
function priced(tx: Db, customerId: number | null, input: PawnPaymentInput) {
  const day = bangkokToday();
  const { contract, quote: q } = quoteFor(tx, customerId, input.jnId, input.ask, day);
  if (q.amountSatang !== input.amountSatang) {
    throw conflict('QUOTE_CHANGED', `ยอดที่ต้องชำระวันนี้คือ ${bahtText(q.amountSatang)} ไม่ใช่ ${bahtText(input.amountSatang)} กรุณาดูยอดใหม่ก่อนโอน`);
  }
  return { contract, quote: q, pickup: pickupOf(tx, input.ask.kind, input.branchId, input.pickupDate, day), day };
}
