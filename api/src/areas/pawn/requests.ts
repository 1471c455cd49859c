import type { FastifyInstance } from 'fastify';
import { and, desc, eq } from 'drizzle-orm';
import { schema, type Db } from '@goldshop/db';
import type { Branch, PawnRequestKind } from '@goldshop/db/schema';
import type { PawnQuote, PawnReceipt, PawnRequest } from '../../../contract/pawn-requests';
import { addDays, bangkokToday } from '../../lib/dates';
import { badRequest, conflict } from '../../lib/http-error';
import type { ProcessedImage } from '../../lib/image-processing';
import { bahtText, satangToBaht } from '../../lib/money';
import { keyReused, refuseRepeatedSlip } from '../../lib/money-input';
import type { SlipRead } from '../../lib/slips/read-qr';
import { immediate } from '../../lib/tx';
import { thaiDate } from '../../lib/line/messages';
import { isOpenStatus, ownContract, paymentsOf, type PawnContractRow } from './contracts';
import { addMonths, redemptionLimit } from './law';
import { PICKUP_WITHIN_DAYS } from './lifecycle';
import { payState, quote, refusalFor, type Quote, type QuoteAsk } from './quote';
import { pawnSettings } from './settings';

// The member's side of paying a pawn contract in the app: the quote, the request with its slip, and the
// member's own requests. Every price is the server's (quote.ts); a request re-prices and must match what the
// member was shown, so the slip always carries the amount the shop expects.

const { pawnRequests: requests } = schema;
export type PawnRequestRow = typeof requests.$inferSelect;

/** The quote as the contract answers it (baht), from the pure quote and the contract. */
export function toQuoteAnswer(c: PawnContractRow, q: Quote): PawnQuote {
  const s = q.standing;
  return {
    jn_id: c.jnId,
    kind: q.kind,
    day: q.day,
    amount: satangToBaht(q.amountSatang),
    months: q.months,
    newDueDate: q.newDueDate,
    breakdown: {
      netTotal: satangToBaht(c.netTotalSatang),
      principal: satangToBaht(s.principalSatang),
      monthlyInterest: satangToBaht(s.monthlySatang),
      monthRule: q.monthRule,
      daysSinceSale: s.days,
      monthsCounted: s.halfMonths / 2,
      interestCharged: satangToBaht(s.chargedSatang),
      interestPaid: satangToBaht(s.interestPaidSatang),
      interestOwed: satangToBaht(s.owedSatang),
      payInterest: satangToBaht(q.interestSatang),
      payPrincipal: satangToBaht(q.principalSatang),
      principalAfter: satangToBaht(q.principalAfterSatang),
    },
    ceiling: {
      date: q.ceiling.date,
      days: q.ceiling.days,
      limit: satangToBaht(q.ceiling.ceilingSatang),
      bites: q.ceiling.bites,
      cut: satangToBaht(q.ceiling.cutSatang),
    },
    monthsRange: q.monthsRange,
    extensions: extensionChoices(c.dueDate, q.monthsRange),
    redemptionLimit: redemptionLimit(c.jnDate),
  };
}

/** ต่อดอก's choices for the member: up to a year from the fewest months, each with its due date. */
export function extensionChoices(dueDate: string, range: { min: number; max: number }) {
  const out: { months: number; dueDate: string }[] = [];
  for (let n = range.min; n <= Math.min(range.max, range.min + 11); n++) out.push({ months: n, dueDate: addMonths(dueDate, n) });
  return out;
}

const hasPending = (db: Db, jnId: string) =>
  db
    .select({ id: requests.id })
    .from(requests)
    .where(and(eq(requests.jnId, jnId), eq(requests.status, 'pending')))
    .get() !== undefined;

/**
 * The price of a payment on a contract today, once the contract may be paid in the app (payState): the
 * member's quote screen and the request's check. 404 for a contract not the member's.
 */
export function quoteFor(
  db: Db,
  customerId: number | null,
  jnId: string,
  ask: QuoteAsk,
  day = bangkokToday(),
): { contract: PawnContractRow; quote: Quote } {
  const c = ownContract(db, customerId, jnId);
  const settings = pawnSettings(db);
  const state = { ...c, isOpen: isOpenStatus(c.jnStatus) };
  const pay = payState(state, settings, day, hasPending(db, jnId));
  if (pay !== 'open') throw refusalFor(pay, state, settings, day);
  return { contract: c, quote: quote(state, paymentsOf(db, [jnId]).get(jnId) ?? [], settings, day, ask) };
}

/** What a request adds to its kind: ไถ่ถอน needs a branch and a day to collect, from tomorrow to 30 days on; the others take neither. */
function pickupOf(kind: PawnRequestKind, branch: Branch | undefined, pickupDate: string | undefined, day: string) {
  if (kind !== 'redeem') {
    if (branch || pickupDate) throw badRequest('PICKUP_NOT_REDEEM', 'สาขาและวันที่รับสินค้าใช้กับการไถ่ถอนเท่านั้น');
    return { branch: null, pickupDate: null };
  }
  if (!branch) throw badRequest('BRANCH_REQUIRED', 'กรุณาเลือกสาขาที่จะรับสินค้า');
  if (!pickupDate) throw badRequest('PICKUP_DATE_REQUIRED', 'กรุณาเลือกวันที่จะรับสินค้า');
  const last = addDays(day, PICKUP_WITHIN_DAYS);
  if (pickupDate <= day || pickupDate > last) {
    throw badRequest('BAD_PICKUP_DATE', `วันที่รับสินค้าต้องเป็นวันพรุ่งนี้ถึง ${thaiDate(last)}`);
  }
  return { branch, pickupDate };
}

export interface RequestInput {
  userId: number;
  customerId: number | null;
  jnId: string;
  ask: QuoteAsk;
  /** The amount the member was shown and transferred, in satang. */
  amountSatang: number;
  branch?: Branch;
  pickupDate?: string;
  slip: ProcessedImage;
  read: SlipRead;
  key: string | undefined;
}

/**
 * A payment the member made, with its slip, waiting for staff: priced again now and refused unless it is what
 * the member was shown (409 QUOTE_CHANGED, with today's amount). One request at a time per contract (409;
 * a partial UNIQUE index holds it too). The same Idempotency-Key answers the first request again.
 */
export async function createRequest(app: FastifyInstance, p: RequestInput): Promise<{ row: PawnRequestRow; replayed: boolean }> {
  return immediate(app.db, (tx) => {
    if (p.key) {
      const prev = tx
        .select()
        .from(requests)
        .where(and(eq(requests.userId, p.userId), eq(requests.idempotencyKey, p.key)))
        .get();
      if (prev && (prev.jnId !== p.jnId || prev.kind !== p.ask.kind || prev.amountSatang !== p.amountSatang)) throw keyReused();
      if (prev) return { row: prev, replayed: true };
    }
    const day = bangkokToday();
    const { contract, quote: q } = quoteFor(tx, p.customerId, p.jnId, p.ask, day);
    if (q.amountSatang !== p.amountSatang) {
      throw conflict('QUOTE_CHANGED', `ยอดที่ต้องชำระวันนี้คือ ${bahtText(q.amountSatang)} ไม่ใช่ ${bahtText(p.amountSatang)} กรุณาดูยอดใหม่ก่อนโอน`);
    }
    const pickup = pickupOf(p.ask.kind, p.branch, p.pickupDate, day);
    refuseRepeatedSlip(tx, p.userId, p.slip.hash);
    const proof = app.images.store(tx, p.slip, 'slip');
    const row = tx
      .insert(requests)
      .values({
        jnId: p.jnId,
        userId: p.userId,
        kind: p.ask.kind,
        amountSatang: q.amountSatang,
        interestSatang: q.interestSatang,
        principalSatang: q.principalSatang,
        months: q.months,
        payDate: day,
        quote: toQuoteAnswer(contract, q),
        ...pickup,
        proof,
        idempotencyKey: p.key ?? null,
      })
      .returning()
      .get();
    app.slips.claim(tx, { kind: 'pawn', paymentId: row.id, userId: p.userId, image: proof, read: p.read });
    return { row, replayed: false };
  });
}

/** A request as its member sees it. */
export function toPawnRequest(r: PawnRequestRow, proof: string | null): PawnRequest {
  return {
    id: r.id,
    jn_id: r.jnId,
    kind: r.kind,
    status: r.status,
    amount: satangToBaht(r.amountSatang),
    interest: satangToBaht(r.interestSatang),
    principal: satangToBaht(r.principalSatang),
    months: r.months,
    newDueDate: r.newDueDate ?? (r.quote as PawnQuote).newDueDate,
    branch: r.branch,
    pickupDate: r.pickupDate,
    note: r.note,
    proof,
    createdAt: r.createdAt,
    decidedAt: r.decidedAt,
    receipt: (r.receipt as PawnReceipt | null) ?? null,
  };
}

/** The member's own requests, newest first; one contract's when `jnId` is given. */
export const memberRequests = (db: Db, userId: number, jnId?: string) =>
  db
    .select()
    .from(requests)
    .where(jnId ? and(eq(requests.userId, userId), eq(requests.jnId, jnId)) : eq(requests.userId, userId))
    .orderBy(desc(requests.id))
    .all();
