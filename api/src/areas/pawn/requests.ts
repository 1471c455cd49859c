import { and, desc, eq } from 'drizzle-orm';
import { bangkokToday } from '../../lib/dates';
import { satangToBaht } from '../../lib/money';
import { schema, type Db } from '@goldshop/db';
import type { PawnQuote, PawnReceipt, PawnRequest } from '../../../contract/pawn-requests';
import { isOpenStatus, ownContract, paymentsOf, type PawnContractRow } from './contracts';
import { addMonths, redemptionLimit } from './law';
import { payState, quote, refusalFor, type Quote, type QuoteAsk } from './quote';
import { pawnSettings } from './settings';

// The member's side of paying a pawn contract in the app: the quote, and the member's own requests (the
// request with its slip is pawn-payment.ts). Every price is the server's (quote.ts); a request re-prices and must match what the
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

/** A request as its member sees it; `branchName` names its pickup branch (lib/branches.ts branchNames). */
export function toPawnRequest(r: PawnRequestRow, proof: string | null, branchName: (id: number | null) => string | null): PawnRequest {
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
    branch_id: r.branchId,
    branch: branchName(r.branchId),
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
