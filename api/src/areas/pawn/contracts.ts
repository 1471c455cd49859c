import type { FastifyInstance } from 'fastify';
import { and, asc, count, desc, eq, gte, lt, lte, notInArray, sql, type SQL } from 'drizzle-orm';
import { schema, type Db } from '@goldshop/db';
import {
  PAWN_CLOSED_STATUSES,
  type PawnContract,
  type PawnContractCreateBody,
  type PawnContractsQuery,
  type PawnContractUpdateBody,
} from '../../../contract/pawn';
import { audit } from '../../lib/audit';
import { addDays, bangkokToday, requireDate } from '../../lib/dates';
import { badRequest, conflict, HttpError, notFound } from '../../lib/http-error';
import type { ProcessedImage } from '../../lib/image-processing';
import { formBahtToSatang, satangToBaht } from '../../lib/money';
import { contains, paging } from '../../lib/queries';
import { immediate } from '../../lib/tx';
import { dedupeKey } from '../../lib/line/messages';
import { daysPast, redemption } from './redemption';

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
export const isOpenStatus = (jnStatus: string) => !(PAWN_CLOSED_STATUSES as readonly string[]).includes(jnStatus.trim());

/**
 * What has been paid on each contract: every recorded payment. The outer column is named with its table:
 * Drizzle writes a column in sql`` without one, and inside the subquery "jn_id" would be the payment's own.
 */
const paidSatang = sql<number>`coalesce((select sum(pp.total_satang) from pawn_payments pp where pp.jn_id = "pawn_contracts"."jn_id"), 0)`;

/**
 * A stored contract in SPEC §3's shape (money in baht) with our additions: the item, whether it is open,
 * days overdue and what redeeming it costs today. Members and staff both see it.
 */
export function toPawnContract(c: PawnContractRow, paid: number, today = bangkokToday()): PawnContract {
  const open = isOpenStatus(c.jnStatus);
  const r = open ? redemption({ netSatang: c.netTotalSatang, rateSatang: c.rateInSatang, jnDate: c.jnDate, paidSatang: Number(paid), today }) : null;
  return {
    jn_id: c.jnId,
    jn_date: c.jnDate,
    Net_Total: satangToBaht(c.netTotalSatang),
    Rate_In: satangToBaht(c.rateInSatang),
    fee: satangToBaht(c.feeSatang),
    jn_Status: c.jnStatus,
    due_date: c.dueDate,
    item: c.item,
    weight_grams: c.weightGrams,
    is_open: open,
    days_overdue: open ? daysPast(c.dueDate, today) : 0,
    interest_so_far: r && satangToBaht(r.interestSoFarSatang),
    redeem_today: r && satangToBaht(r.redeemSatang),
  };
}

// ---------------------------------------------------------------- the member's

/**
 * The contracts of the member's customer record ([] without a record): open overdue ones first, most
 * overdue first (what needs the member now), then newest jn_date first as SPEC §7 lists them.
 */
export function customerContracts(db: Db, customerId: number | null, today = bangkokToday()): PawnContract[] {
  if (customerId === null) return [];
  const rows = db
    .select({ c: contracts, paid: paidSatang })
    .from(contracts)
    .where(eq(contracts.customerId, customerId))
    .orderBy(desc(contracts.jnDate), desc(contracts.jnId))
    .all()
    .map(({ c, paid }) => toPawnContract(c, paid, today));
  const overdue = rows.filter((c) => c.days_overdue > 0).sort((a, b) => b.days_overdue - a.days_overdue);
  return [...overdue, ...rows.filter((c) => c.days_overdue === 0)];
}

/** One contract's payments, newest pay_date first. */
export const contractPayments = (db: Db, jnId: string): PawnPaymentRow[] =>
  db.select().from(payments).where(eq(payments.jnId, jnId)).orderBy(desc(payments.payDate), desc(payments.id)).all();

/** The payments of a contract of the member's customer record; another customer's jn_id is a 404 like a missing one. */
export function customerPayments(db: Db, customerId: number | null, jnId: string): PawnPaymentRow[] {
  const own =
    customerId !== null && db.select({ id: contracts.jnId }).from(contracts).where(and(eq(contracts.jnId, jnId), eq(contracts.customerId, customerId))).get();
  if (!own) throw notFound('ไม่พบสัญญาขายฝากนี้');
  return contractPayments(db, jnId);
}

// ---------------------------------------------------------------- the staff's

/** Contracts with their customer's name and what has been paid, ready for AdminPawnContract. */
function contractRows(db: Db) {
  return db
    .select({ c: contracts, customerName: customers.name, customerTel: customers.tel, paid: paidSatang })
    .from(contracts)
    .innerJoin(customers, eq(customers.id, contracts.customerId));
}
function toAdminContract({ c, customerName, paid }: { c: PawnContractRow; customerName: string; paid: number }) {
  return { ...toPawnContract(c, paid), customerId: c.customerId, customerName, paid: satangToBaht(Number(paid)), createdAt: c.createdAt };
}
const adminContract = (db: Db, jnId: string) => toAdminContract(contractRows(db).where(eq(contracts.jnId, jnId)).get()!);

/** Search by contract number or customer name, or one customer's contracts; newest jn_date first. */
export function contractsPage(db: Db, query: PawnContractsQuery) {
  const conds: SQL[] = [];
  const q = query.q?.trim();
  if (q) conds.push(sql`(${contains(contracts.jnId, q)} or ${contains(customers.name, q)})`);
  if (query.customerId) conds.push(eq(contracts.customerId, query.customerId));
  const where = conds.length ? and(...conds) : undefined;
  const { limit, offset } = paging(query);
  const total = db.select({ n: count() }).from(contracts).innerJoin(customers, eq(customers.id, contracts.customerId)).where(where).get()!.n;
  const rows = contractRows(db).where(where).orderBy(desc(contracts.jnDate), desc(contracts.jnId)).limit(limit).offset(offset).all();
  return { data: rows.map(toAdminContract), total };
}

/** Open contracts due from `from` to `days` later (inclusive), soonest first: the due-soon list and the dashboard's week. */
export function dueSoon(db: Db, days: number, from = bangkokToday()) {
  return contractRows(db)
    .where(and(isOpen, gte(contracts.dueDate, from), lte(contracts.dueDate, addDays(from, days))))
    .orderBy(asc(contracts.dueDate), asc(contracts.jnId))
    .all()
    .map(toAdminContract);
}

/**
 * Open contracts past their due date, most overdue first: the staff's overdue queue and the dashboard.
 * `reminderSent`: the LINE reminder for this due date reached the customer.
 */
export function overdue(db: Db, page: { page?: number; pageSize?: number }, today = bangkokToday()) {
  const where = and(isOpen, lt(contracts.dueDate, today));
  const { limit, offset } = paging(page);
  const total = db.select({ n: count() }).from(contracts).where(where).get()!.n;
  const rows = contractRows(db).where(where).orderBy(asc(contracts.dueDate), asc(contracts.jnId)).limit(limit).offset(offset).all();
  const sent = (jnId: string, dueDate: string) =>
    db
      .select({ id: schema.lineNotifications.id })
      .from(schema.lineNotifications)
      .where(and(eq(schema.lineNotifications.dedupeKey, dedupeKey({ kind: 'pawn-reminder', jnId, dueDate })), eq(schema.lineNotifications.status, 'sent')))
      .get() !== undefined;
  return {
    data: rows.map((r) => ({ ...toAdminContract(r), customerTel: r.customerTel, reminderSent: sent(r.c.jnId, r.c.dueDate) })),
    total,
  };
}

/** A staff form's contract, checked: a known customer, real dates, money in whole satang, a positive amount. */
function contractValues(tx: Db, b: PawnContractUpdateBody) {
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
  };
  if (v.netTotalSatang <= 0) throw badRequest('BAD_AMOUNT', 'ยอดขายฝากต้องมากกว่า 0');
  return v;
}

export async function createContract(db: Db, staffId: number, body: PawnContractCreateBody) {
  const { jn_id: jnId, ...fields } = body;
  await immediate(db, (tx) => {
    const values = contractValues(tx, fields);
    if (tx.select({ id: contracts.jnId }).from(contracts).where(eq(contracts.jnId, jnId)).get()) {
      throw conflict('DUPLICATE_JN_ID', `มีสัญญาเลขที่ ${jnId} อยู่แล้ว`);
    }
    const row = tx.insert(contracts).values({ jnId, ...values }).returning().get();
    audit(tx, staffId, 'create', 'pawn_contract', jnId, null, row);
  });
  return adminContract(db, jnId);
}

/**
 * Staff correct a contract; moving it to another customer (who then reads it in the member app) is the
 * owner's decision (the declaration's limit).
 */
export async function updateContract(db: Db, actor: { id: number; owner: boolean }, jnId: string, body: PawnContractUpdateBody) {
  await immediate(db, (tx) => {
    const before = tx.select().from(contracts).where(eq(contracts.jnId, jnId)).get();
    if (!before) throw notFound('ไม่พบสัญญาขายฝาก');
    if (body.customerId !== before.customerId && !actor.owner) {
      throw new HttpError(403, 'OWNER_NEEDED', 'การย้ายสัญญาไปเป็นของลูกค้าคนอื่นต้องให้เจ้าของร้านทำ');
    }
    const after = tx.update(contracts).set(contractValues(tx, body)).where(eq(contracts.jnId, jnId)).returning().get();
    audit(tx, actor.id, 'update', 'pawn_contract', jnId, before, after);
  });
  return adminContract(db, jnId);
}

const requireContract = (db: Db, jnId: string) => {
  if (!db.select({ id: contracts.jnId }).from(contracts).where(eq(contracts.jnId, jnId)).get()) throw notFound('ไม่พบสัญญาขายฝาก');
};

/** A contract's payments for staff (404 for an unknown contract). */
export function staffPayments(db: Db, jnId: string): PawnPaymentRow[] {
  requireContract(db, jnId);
  return contractPayments(db, jnId);
}

/** A payment taken at the counter; an external reference is recorded once per contract. */
export function recordPayment(
  app: FastifyInstance,
  staffId: number,
  p: { jnId: string; payDate: string; totalSatang: number; payType: string; externalRef: string | null; proof: ProcessedImage | undefined },
): Promise<PawnPaymentRow> {
  return immediate(app.db, (tx) => {
    requireContract(tx, p.jnId);
    if (p.externalRef && tx.select({ id: payments.id }).from(payments).where(and(eq(payments.jnId, p.jnId), eq(payments.externalRef, p.externalRef))).get()) {
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
    audit(tx, staffId, 'create', 'pawn_payment', row.id, null, row);
    return row;
  });
}
