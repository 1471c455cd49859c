import type { FastifyInstance } from 'fastify';
import { and, asc, count, desc, eq, gte, inArray, lt, lte, notInArray, or, type SQL } from 'drizzle-orm';
import { schema, type Db } from '@goldshop/db';
import type { PawnRequestKind } from '@goldshop/db/schema';
import {
  PAWN_CLOSED_STATUSES,
  type PawnContract,
  type PawnContractCreateBody,
  type PawnContractsQuery,
  type PawnContractUpdateBody,
} from '../../../contract/pawn';
import { audit } from '../../lib/audit';
import { firstOpenBranchId, requireOpenBranch } from '../../lib/branches';
import { contractStanding } from './contract-standing';
import { addDays, bangkokToday, requireDate } from '../../lib/dates';
import { badRequest, conflict, HttpError, notFound } from '../../lib/http-error';
import type { ProcessedImage } from '../../lib/image-processing';
import { formBahtToSatang, satangToBaht } from '../../lib/money';
import { contains, paging } from '../../lib/queries';
import { immediate } from '../../lib/tx';
import { inBranches, requireWithinScope, type BranchScope } from '../../lib/branch-scope';
import type { Decider } from '../../lib/decide';
import type { BranchFilter, PageQuery } from '../../../contract/common';
import { dedupeKey, thaiDate } from '../../lib/line/messages';
import { aboveLegalRate, daysBetween, redemptionLimit } from './law';
import { payState, type PawnSettings } from './quote';
import { pawnSettings } from './settings';
import { standing, type PaidRow } from './standing';
import { notClosedCustomer, restrictClosed, searchOpenOnly, type Viewer } from '../../lib/restricted';

// Pawn (ขายฝาก) contracts: kept by staff (or imported from the point-of-sale) for a customer; the member
// reads those of their own customer record. Payments are a record of what was paid at the shop, not a
// ledger. jn_Status is the point-of-sale's free text, so "open" is read from its words.

const { pawnContracts: contracts, pawnPayments: payments, customers } = schema;
export type PawnContractRow = typeof contracts.$inferSelect;
export type PawnPaymentRow = typeof payments.$inferSelect;

/**
 * A contract still running: not redeemed, forfeited, cancelled or closed (PAWN_CLOSED_STATUSES). The one
 * definition, in SQL for queries and in JS for rows: the reminder job, the staff queues, the dashboard
 * and the member app all use it.
 */
export const isOpen: SQL = notInArray(contracts.jnStatus, [...PAWN_CLOSED_STATUSES]);
/** The branch keeping a pawn contract (docs/access.md "Branches"); null for an unknown contract. */
export const pawnBranchOf = (db: Db, jnId: string): number | null =>
  db.select({ b: contracts.branchId }).from(contracts).where(eq(contracts.jnId, jnId)).get()?.b ?? null;
export const isOpenStatus = (jnStatus: string) => !(PAWN_CLOSED_STATUSES as readonly string[]).includes(jnStatus.trim());

/** What each contract of a page was paid (date, total, principal part), in one query. */
export function paymentsOf(db: Db, jnIds: readonly string[]): Map<string, PaidRow[]> {
  const out = new Map<string, PaidRow[]>(jnIds.map((id) => [id, []]));
  if (jnIds.length === 0) return out;
  const rows = db
    .select({
      jnId: payments.jnId,
      payDate: payments.payDate,
      totalSatang: payments.totalSatang,
      principalSatang: payments.principalSatang,
    })
    .from(payments)
    .where(inArray(payments.jnId, [...new Set(jnIds)]))
    .all();
  for (const { jnId, ...p } of rows) out.get(jnId)?.push(p);
  return out;
}

/** The contracts of a page with a member's request waiting for staff. */
function pendingOf(db: Db, jnIds: readonly string[]): Set<string> {
  if (jnIds.length === 0) return new Set();
  const r = schema.pawnRequests;
  return new Set(
    db
      .select({ jnId: r.jnId })
      .from(r)
      .where(and(inArray(r.jnId, [...new Set(jnIds)]), eq(r.status, 'pending')))
      .all()
      .map((x) => x.jnId),
  );
}

/** What toPawnContract needs beside the row, read once for a page of contracts. */
export interface ContractContext {
  paid: Map<string, PaidRow[]>;
  pending: Set<string>;
  settings: PawnSettings;
  today: string;
}
export function contractContext(db: Db, jnIds: readonly string[], today = bangkokToday()): ContractContext {
  return { paid: paymentsOf(db, jnIds), pending: pendingOf(db, jnIds), settings: pawnSettings(db), today };
}

/**
 * A stored contract in the shape (docs/product.md "Records and their fields") (money in baht) with our additions: the item, whether it is open,
 * days overdue, the principal left, the monthly interest, what is owed and what redeeming costs today, and
 * whether the member may pay it in the app. Members and staff both see it.
 */
export function toPawnContract(c: PawnContractRow, ctx: ContractContext): PawnContract {
  const open = isOpenStatus(c.jnStatus);
  const paid = ctx.paid.get(c.jnId) ?? [];
  const s = standing(c, paid, ctx.settings.monthRule, ctx.today);
  return {
    jn_id: c.jnId,
    jn_date: c.jnDate,
    Net_Total: satangToBaht(c.netTotalSatang),
    Rate_In: satangToBaht(c.rateInSatang),
    fee: satangToBaht(c.feeSatang),
    jn_Status: c.jnStatus,
    due_date: c.dueDate,
    branch_id: c.branchId,
    item: c.item,
    weight_grams: c.weightGrams,
    is_open: open,
    days_overdue: open ? Math.max(0, daysBetween(c.dueDate, ctx.today)) : 0,
    principal: satangToBaht(s.principalSatang),
    monthly_interest: satangToBaht(s.monthlySatang),
    interest_owed: open ? satangToBaht(s.owedSatang) : null,
    redeem_today: open ? satangToBaht(s.redeemSatang) : null,
    ceiling_bites: open && s.ceilingCutSatang > 0,
    redemption_limit: redemptionLimit(c.jnDate),
    pay: payState({ ...c, isOpen: open }, ctx.settings, ctx.today, ctx.pending.has(c.jnId)),
    standing: contractStanding(c, ctx.settings, ctx.today),
  };
}

// ---------------------------------------------------------------- the member's

/**
 * The contracts of the member's customer record ([] without a record): open overdue ones first, most
 * overdue first (what needs the member now), then newest jn_date first as docs/product.md "The calls" lists them.
 */
export function customerContracts(db: Db, customerId: number | null, today = bangkokToday()): PawnContract[] {
  if (customerId === null) return [];
  const rows = db
    .select()
    .from(contracts)
    .where(eq(contracts.customerId, customerId))
    .orderBy(desc(contracts.jnDate), desc(contracts.jnId))
    .all();
  const ctx = contractContext(
    db,
    rows.map((c) => c.jnId),
    today,
  );
  const list = rows.map((c) => toPawnContract(c, ctx));
  const overdue = list.filter((c) => c.days_overdue > 0).sort((a, b) => b.days_overdue - a.days_overdue);
  return [...overdue, ...list.filter((c) => c.days_overdue === 0)];
}

/** One contract of the member's customer record, or 404: another customer's jn_id answers like a missing one. */
export function ownContract(db: Db, customerId: number | null, jnId: string): PawnContractRow {
  const row =
    customerId === null
      ? undefined
      : db
          .select()
          .from(contracts)
          .where(and(eq(contracts.jnId, jnId), eq(contracts.customerId, customerId)))
          .get();
  if (!row) throw notFound('ไม่พบสัญญาขายฝากนี้');
  return row;
}

/** One contract's payments, newest pay_date first, each with what it paid for when it was made in the app. */
export const contractPayments = (db: Db, jnId: string): (PawnPaymentRow & { kind: PawnRequestKind | null })[] =>
  db
    .select({ p: payments, kind: schema.pawnRequests.kind })
    .from(payments)
    .leftJoin(schema.pawnRequests, eq(schema.pawnRequests.id, payments.requestId))
    .where(eq(payments.jnId, jnId))
    .orderBy(desc(payments.payDate), desc(payments.id))
    .all()
    .map(({ p, kind }) => ({ ...p, kind }));

/** The payments of a contract of the member's customer record; another customer's jn_id is a 404 like a missing one. */
export function customerPayments(db: Db, customerId: number | null, jnId: string) {
  ownContract(db, customerId, jnId);
  return contractPayments(db, jnId);
}

// ---------------------------------------------------------------- the staff's

/** Contracts with their customer's name and phone, ready for AdminPawnContract. */
function contractRows(db: Db) {
  return db
    .select({ c: contracts, customerName: customers.name, customerTel: customers.tel })
    .from(contracts)
    .innerJoin(customers, eq(customers.id, contracts.customerId));
}
type ContractRowWithCustomer = { c: PawnContractRow; customerName: string };
function toAdminContracts<R extends ContractRowWithCustomer>(db: Db, rows: R[], today = bangkokToday()) {
  const ctx = contractContext(
    db,
    rows.map((r) => r.c.jnId),
    today,
  );
  return rows.map((r) => {
    const paid = (ctx.paid.get(r.c.jnId) ?? []).reduce((sum, p) => sum + p.totalSatang, 0);
    return {
      row: r,
      contract: {
        ...toPawnContract(r.c, ctx),
        customerId: r.c.customerId,
        customerName: r.customerName,
        paid: satangToBaht(paid),
        above_legal_rate: aboveLegalRate(r.c.netTotalSatang, r.c.rateInSatang + r.c.feeSatang),
        createdAt: r.c.createdAt,
      },
    };
  });
}
const adminContract = (db: Db, jnId: string) =>
  toAdminContracts(db, [contractRows(db).where(eq(contracts.jnId, jnId)).get()!])[0]!.contract;

/**
 * Search by contract number or customer name, or one customer's contracts; newest jn_date first. A closed
 * member's contracts stay listed with the name masked for staff, and a staff search by that name skips them
 * (lib/restricted.ts).
 */
export function contractsPage(db: Db, query: PawnContractsQuery, viewer: Viewer) {
  const conds: SQL[] = [];
  const q = query.q?.trim();
  if (q) conds.push(or(contains(contracts.jnId, q), searchOpenOnly(viewer, contains(customers.name, q), notClosedCustomer(customers.id)))!);
  if (query.customerId) conds.push(eq(contracts.customerId, query.customerId));
  const scoped = inBranches(contracts.branchId, viewer.branchIds, query.branch_id);
  if (scoped) conds.push(scoped);
  const where = conds.length ? and(...conds) : undefined;
  const { limit, offset } = paging(query);
  const total = db
    .select({ n: count() })
    .from(contracts)
    .innerJoin(customers, eq(customers.id, contracts.customerId))
    .where(where)
    .get()!.n;
  const rows = contractRows(db).where(where).orderBy(desc(contracts.jnDate), desc(contracts.jnId)).limit(limit).offset(offset).all();
  return {
    data: restrictClosed(
      db,
      viewer,
      toAdminContracts(db, rows).map((r) => r.contract),
      { customer: (c) => c.customerId },
    ),
    total,
  };
}

/** Open contracts due from `from` to `days` later (inclusive), soonest first: the due-soon list and the dashboard's week. */
export function dueSoon(db: Db, scope: BranchScope, days: number, only?: number, from = bangkokToday()) {
  const rows = contractRows(db)
    .where(
      and(isOpen, gte(contracts.dueDate, from), lte(contracts.dueDate, addDays(from, days)), inBranches(contracts.branchId, scope, only)),
    )
    .orderBy(asc(contracts.dueDate), asc(contracts.jnId))
    .all();
  return toAdminContracts(db, rows, from).map((r) => r.contract);
}

/**
 * Open contracts past their due date, most overdue first: the staff's overdue queue and the dashboard.
 * `reminderSent`: the LINE reminder for this due date reached the customer.
 */
export function overdue(db: Db, scope: BranchScope, page: PageQuery & BranchFilter, today = bangkokToday()) {
  const where = and(isOpen, lt(contracts.dueDate, today), inBranches(contracts.branchId, scope, page.branch_id));
  const { limit, offset } = paging(page);
  const total = db.select({ n: count() }).from(contracts).where(where).get()!.n;
  const rows = contractRows(db).where(where).orderBy(asc(contracts.dueDate), asc(contracts.jnId)).limit(limit).offset(offset).all();
  const sent = (jnId: string, dueDate: string) =>
    db
      .select({ id: schema.lineNotifications.id })
      .from(schema.lineNotifications)
      .where(
        and(
          eq(schema.lineNotifications.dedupeKey, dedupeKey({ kind: 'pawn-reminder', jnId, dueDate })),
          eq(schema.lineNotifications.status, 'sent'),
        ),
      )
      .get() !== undefined;
  return {
    data: toAdminContracts(db, rows, today).map(({ row, contract }) => ({
      ...contract,
      customerTel: row.customerTel,
      reminderSent: sent(row.c.jnId, row.c.dueDate),
    })),
    total,
  };
}

/**
 * A staff form's contract, checked: a known customer, real dates, a due date from the sale to 3 years after it
 * (the law's limit for movables), money in whole satang, a positive amount.
 */
function contractValues(tx: Db, b: PawnContractUpdateBody, keptBranch: number | null) {
  const customer = tx.select({ id: customers.id }).from(customers).where(eq(customers.id, b.customerId)).get();
  if (!customer) throw badRequest('NO_CUSTOMER', 'ไม่พบข้อมูลลูกค้า');
  const v = {
    customerId: b.customerId,
    jnDate: requireDate(b.jn_date, 'jn_date'),
    netTotalSatang: formBahtToSatang(b.Net_Total, 'Net_Total'),
    rateInSatang: formBahtToSatang(b.Rate_In, 'Rate_In'),
    feeSatang: formBahtToSatang(b.fee, 'fee'),
    jnStatus: b.jn_Status.trim(),
    dueDate: requireDate(b.due_date, 'due_date'),
    // Left out of an update: kept as saved (undefined is not written).
    item: b.item === undefined ? undefined : b.item?.trim() || null,
    weightGrams: b.weight_grams,
    // A contract stays at its branch, closed or not; moving it, or placing a new one, needs an open branch.
    branchId:
      b.branch_id === undefined || b.branch_id === keptBranch
        ? (keptBranch ?? firstOpenBranchId(tx))
        : requireOpenBranch(tx, b.branch_id).id,
  };
  if (v.netTotalSatang <= 0) throw badRequest('BAD_AMOUNT', 'ยอดขายฝากต้องมากกว่า 0');
  const refused = dueDateRefusal(v.jnDate, v.dueDate);
  if (refused) throw badRequest(refused.code, refused.message);
  return v;
}

/**
 * A due date the law does not allow for a sale on `jnDate` (Civil and Commercial Code §494/§495/§496): before
 * the sale, or past 3 years from it. The staff form, the CSV import and every approval ask this one question.
 */
export function dueDateRefusal(jnDate: string, dueDate: string): { code: string; message: string } | null {
  if (dueDate < jnDate) return { code: 'DUE_BEFORE_SALE', message: 'กำหนดชำระต้องไม่ก่อนวันขายฝาก' };
  const limit = redemptionLimit(jnDate);
  if (dueDate > limit) return { code: 'DUE_PAST_LIMIT', message: `กำหนดชำระต้องไม่เกิน 3 ปีนับจากวันขายฝาก (ไม่เกิน ${thaiDate(limit)})` };
  return null;
}

/** What the audit row keeps of a contract: the row, and the flag staff were shown when its interest passes 15 % a year. */
const auditedContract = (row: PawnContractRow) =>
  aboveLegalRate(row.netTotalSatang, row.rateInSatang + row.feeSatang) ? { ...row, aboveLegalRate: true } : row;

export async function createContract(db: Db, by: Decider, body: PawnContractCreateBody) {
  const { jn_id: jnId, ...fields } = body;
  await immediate(db, (tx) => {
    const values = contractValues(tx, fields, null);
    // A staff member places contracts at their own branches only (docs/access.md "Branches").
    requireWithinScope(by.branchIds, values.branchId);
    if (tx.select({ id: contracts.jnId }).from(contracts).where(eq(contracts.jnId, jnId)).get()) {
      throw conflict('DUPLICATE_JN_ID', `มีสัญญาเลขที่ ${jnId} อยู่แล้ว`);
    }
    const row = tx
      .insert(contracts)
      .values({ jnId, ...values })
      .returning()
      .get();
    audit(tx, by.id, 'create', 'pawn_contract', jnId, null, auditedContract(row));
  });
  return adminContract(db, jnId);
}

/**
 * Staff correct a contract; moving it to another customer (who then reads it in the member app) is the
 * owner's decision (the declaration's limit).
 */
export async function updateContract(db: Db, actor: Decider & { owner: boolean }, jnId: string, body: PawnContractUpdateBody) {
  await immediate(db, (tx) => {
    const before = tx.select().from(contracts).where(eq(contracts.jnId, jnId)).get();
    if (!before) throw notFound('ไม่พบสัญญาขายฝาก');
    // Staff correct their branches' contracts, and may hand one to the branch that now keeps it.
    requireWithinScope(actor.branchIds, before.branchId);
    if (body.customerId !== before.customerId && !actor.owner) {
      throw new HttpError(403, 'OWNER_NEEDED', 'การย้ายสัญญาไปเป็นของลูกค้าคนอื่นต้องให้เจ้าของร้านทำ');
    }
    const after = tx
      .update(contracts)
      .set(contractValues(tx, body, before.branchId))
      .where(eq(contracts.jnId, jnId))
      .returning()
      .get();
    audit(tx, actor.id, 'update', 'pawn_contract', jnId, before, auditedContract(after));
  });
  return adminContract(db, jnId);
}

/** The contract's customer record; 404 for an unknown contract, 403 for another branch's. */
const requireContract = (db: Db, jnId: string, scope: BranchScope): number => {
  const row = db
    .select({ customerId: contracts.customerId, branchId: contracts.branchId })
    .from(contracts)
    .where(eq(contracts.jnId, jnId))
    .get();
  if (!row) throw notFound('ไม่พบสัญญาขายฝาก');
  requireWithinScope(scope, row.branchId);
  return row.customerId;
};

/** A contract's payments for staff (404 for an unknown contract); a closed member's proofs are the owner's to see. */
export function staffPayments(db: Db, jnId: string, viewer: Viewer) {
  const customerId = requireContract(db, jnId, viewer.branchIds);
  return restrictClosed(db, viewer, contractPayments(db, jnId), { customer: () => customerId });
}

/** A payment taken at the counter; an external reference is recorded once per contract. */
export function recordPayment(
  app: FastifyInstance,
  by: Decider,
  p: { jnId: string; payDate: string; totalSatang: number; payType: string; externalRef: string | null; proof: ProcessedImage | undefined },
): Promise<PawnPaymentRow> {
  return immediate(app.db, (tx) => {
    requireContract(tx, p.jnId, by.branchIds);
    if (
      p.externalRef &&
      tx
        .select({ id: payments.id })
        .from(payments)
        .where(and(eq(payments.jnId, p.jnId), eq(payments.externalRef, p.externalRef)))
        .get()
    ) {
      throw conflict('DUPLICATE_REF', `มีรายการชำระเลขอ้างอิง ${p.externalRef} แล้ว`);
    }
    const row = tx
      .insert(payments)
      .values({
        jnId: p.jnId,
        payDate: p.payDate,
        totalSatang: p.totalSatang,
        payType: p.payType,
        externalRef: p.externalRef,
        proof: p.proof ? app.images.store(tx, p.proof, 'proof') : null,
      })
      .returning()
      .get();
    audit(tx, by.id, 'create', 'pawn_payment', row.id, null, row);
    return row;
  });
}
