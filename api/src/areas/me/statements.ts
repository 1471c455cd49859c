import { and, asc, eq, gte, inArray, lt, lte, sql } from 'drizzle-orm';
import { schema, type Db } from '@goldshop/db';
import { addDays, bangkokDayStartIso } from '../../lib/dates';
import { PAYMENT_APPROVABLE } from '../down/lifecycle';
import { notFound } from '../../lib/http-error';
import { referenceOf } from '../../../contract/references';
import type { SavingsPlan } from '../../../contract/savings-plan';
import { planOf, planView } from '../savings-plan/plan';

const { savingLedger, savingTransactions, downPayments, downRequests, pawnPayments, pawnContracts, goldLedger, goldTransactions } = schema;

export const SAVING_KIND_TEXT = { deposit: 'ฝากเงินออม', withdraw_goods: 'ถอนเป็นทองคำ', withdraw_cash: 'ถอนเป็นเงินสด' } as const;
/** The gold account's movements in the member's words (docs/product.md "Member app: gold account (/gold-account)"). */
export const GOLD_KIND_TEXT = {
  deposit: 'ซื้อทองเข้าบัญชี',
  withdraw_bar: 'รับทองแท่ง',
  sell: 'ขายทองคืนร้าน',
  ornament: 'แลกเป็นทองรูปพรรณ',
} as const;

/** One movement of money in a statement or on a receipt: a Bangkok date, what it was, its reference, its amount. */
export interface Movement {
  date: string;
  what: string;
  ref: string;
  amountSatang: number;
}

/** A movement of the gold account: its grams (units of 0.0001 g, signed) and the price per baht-weight it used. */
export interface GoldMovement extends Movement {
  units: number;
  priceSatang: number;
}

export interface Statement {
  month: string;
  saving: { opening: number; closing: number; rows: Movement[] } | null;
  /** The gold account in grams: units at the month's start and end, and each movement with its price. */
  gold: { opening: number; closing: number; rows: GoldMovement[] } | null;
  down: { id: number; product: string; price: number | null; opening: number; closing: number; rows: Movement[] }[];
  pawn: { jnId: string; item: string | null; rows: Movement[] }[];
  /** The member's monthly plan as it stands when the statement is printed (docs/decisions.md "Monthly savings plan"). */
  plan: SavingsPlan | null;
}

const bangkokDate = (iso: string) => new Date(Date.parse(iso) + 7 * 3600_000).toISOString().slice(0, 10);
const nextMonth = (month: string) => {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
};

/** The months ('2026-10') in which the member's money moved: approved savings, approved instalments, pawn payments. Newest first. */
export function statementMonths(db: Db, userId: number, customerId: number | null): string[] {
  const rows = db.all<{ m: string }>(sql`
    select strftime('%Y-%m', created_at, '+7 hours') m from saving_ledger where user_id = ${userId}
    union select strftime('%Y-%m', created_at, '+7 hours') from gold_ledger where user_id = ${userId}
    union select strftime('%Y-%m', decided_at, '+7 hours') from down_payments where user_id = ${userId} and status = 'approved' and decided_at is not null
    union select substr(p.pay_date, 1, 7) from pawn_payments p join pawn_contracts c on c.jn_id = p.jn_id where c.customer_id = ${customerId ?? -1}
    order by m desc`);
  return rows.map((r) => r.m).filter((m) => /^\d{4}-\d{2}$/.test(m));
}

/**
 * The most movements one statement PDF holds: about 70 A4 pages, rendered in about 8 s by one Chromium of
 * about 270 MB here. A month of 25,000 took 160 s and 820 MB (863 pages): a larger month is refused with a
 * Thai reason and offered as CSV (docs/decisions.md "A statement too large for a PDF is offered as CSV").
 */
export const STATEMENT_PDF_MAX_ROWS = 2_000;

/** How many movements a month of the member's statement has (its table rows), counted without reading them. */
export function statementRowCount(db: Db, userId: number, customerId: number | null, month: string): number {
  const from = bangkokDayStartIso(`${month}-01`);
  const to = bangkokDayStartIso(`${nextMonth(month)}-01`);
  const row = db.get<{ n: number }>(sql`select
    (select count(*) from saving_ledger where user_id = ${userId} and created_at >= ${from} and created_at < ${to})
    + (select count(*) from gold_ledger where user_id = ${userId} and created_at >= ${from} and created_at < ${to})
    + (select count(*) from down_payments where user_id = ${userId} and status = 'approved' and decided_at >= ${from} and decided_at < ${to})
    + (select count(*) from pawn_payments p join pawn_contracts c on c.jn_id = p.jn_id
        where c.customer_id = ${customerId ?? -1} and p.pay_date >= ${`${month}-01`} and p.pay_date < ${`${nextMonth(month)}-01`}) as n`);
  return row?.n ?? 0;
}

/** A month of the member's statement; 404 for a month outside their history (or not a real month). */
export function statementOf(db: Db, userId: number, customerId: number | null, month: string): Statement {
  if (!statementMonths(db, userId, customerId).includes(month)) throw notFound('ไม่พบรายการในเดือนนี้');
  const from = bangkokDayStartIso(`${month}-01`);
  const to = bangkokDayStartIso(`${nextMonth(month)}-01`);
  const sum = (rows: { a: number }[]) => rows.reduce((t, r) => t + r.a, 0);

  // The opening balance is summed by SQLite: a member with years of movements is read only for the month.
  const opening = db
    .select({ a: sql<number>`coalesce(sum(${savingLedger.amountSatang}), 0)`, n: sql<number>`count(*)` })
    .from(savingLedger)
    .where(and(eq(savingLedger.userId, userId), lt(savingLedger.createdAt, from)))
    .get() ?? { a: 0, n: 0 };
  const inMonth = db
    .select({ a: savingLedger.amountSatang, at: savingLedger.createdAt, id: savingTransactions.id, kind: savingTransactions.kind })
    .from(savingLedger)
    .innerJoin(savingTransactions, eq(savingTransactions.id, savingLedger.transactionId))
    .where(and(eq(savingLedger.userId, userId), gte(savingLedger.createdAt, from), lt(savingLedger.createdAt, to)))
    .orderBy(asc(savingLedger.id))
    .all();
  const saving =
    opening.n || inMonth.length
      ? {
          opening: opening.a,
          closing: opening.a + sum(inMonth),
          rows: inMonth.map((r) => ({
            date: bangkokDate(r.at),
            what: SAVING_KIND_TEXT[r.kind],
            ref: referenceOf('saving', r.id),
            amountSatang: r.a,
          })),
        }
      : null;

  const paid = db
    .select({ a: downPayments.amountSatang, at: downPayments.decidedAt, id: downPayments.id, downId: downPayments.downId })
    .from(downPayments)
    .where(and(eq(downPayments.userId, userId), eq(downPayments.status, 'approved'), lt(downPayments.decidedAt, to)))
    .orderBy(asc(downPayments.id))
    .all();
  // Every contract the member had running in the month, paid in it or not, and any paid in it whatever became of
  // it since (docs/product.md "Member app: my account (/account)": a month without an instalment still shows the contract).
  const monthEnd = addDays(`${nextMonth(month)}-01`, -1);
  const running = db
    .select({ id: downRequests.id })
    .from(downRequests)
    .where(
      and(eq(downRequests.userId, userId), inArray(downRequests.status, [...PAYMENT_APPROVABLE]), lte(downRequests.startDate, monthEnd)),
    )
    .all()
    .map((r) => r.id);
  const contractIds = [...new Set([...paid.filter((p) => p.at! >= from).map((p) => p.downId), ...running])];
  const contracts = contractIds.length
    ? db.select().from(downRequests).where(inArray(downRequests.id, contractIds)).orderBy(asc(downRequests.id)).all()
    : [];
  const down = contracts.map((c) => {
    const mine = paid.filter((p) => p.downId === c.id).map((p) => ({ a: p.a, at: p.at!, id: p.id }));
    const rows = mine.filter((p) => p.at >= from);
    return {
      id: c.id,
      product: c.prodType ?? '',
      price: c.approvedAmountSatang,
      opening: sum(mine.filter((p) => p.at < from)),
      closing: sum(mine),
      rows: rows.map((p) => ({ date: bangkokDate(p.at), what: 'ชำระค่างวด', ref: referenceOf('down', p.id), amountSatang: p.a })),
    };
  });

  const pawnRows =
    customerId === null
      ? []
      : db
          .select({
            id: pawnPayments.id,
            jnId: pawnPayments.jnId,
            date: pawnPayments.payDate,
            a: pawnPayments.totalSatang,
            type: pawnPayments.payType,
            item: pawnContracts.item,
          })
          .from(pawnPayments)
          .innerJoin(pawnContracts, eq(pawnContracts.jnId, pawnPayments.jnId))
          .where(
            and(
              eq(pawnContracts.customerId, customerId),
              gte(pawnPayments.payDate, `${month}-01`),
              lt(pawnPayments.payDate, `${nextMonth(month)}-01`),
            ),
          )
          .orderBy(asc(pawnPayments.payDate), asc(pawnPayments.id))
          .all();
  const pawn = [...new Set(pawnRows.map((r) => r.jnId))].map((jnId) => ({
    jnId,
    item: pawnRows.find((r) => r.jnId === jnId)!.item,
    rows: pawnRows
      .filter((r) => r.jnId === jnId)
      .map((r) => ({ date: r.date.slice(0, 10), what: r.type, ref: referenceOf('pawn', r.id), amountSatang: r.a })),
  }));

  return {
    month,
    saving: saving && (saving.rows.length || saving.opening) ? saving : null,
    gold: goldOf(db, userId, from, to),
    down,
    pawn,
    plan: planNow(db, userId),
  };
}

function planNow(db: Db, userId: number): SavingsPlan | null {
  const p = planOf(db, userId);
  return p ? planView(db, p) : null;
}

/** The gold account's month: grams brought forward (summed by SQLite), each approved movement, grams at the end. */
function goldOf(db: Db, userId: number, from: string, to: string): Statement['gold'] {
  const before = db
    .select({ u: sql<number>`coalesce(sum(${goldLedger.units}), 0)`, n: sql<number>`count(*)` })
    .from(goldLedger)
    .where(and(eq(goldLedger.userId, userId), lt(goldLedger.createdAt, from)))
    .get() ?? { u: 0, n: 0 };
  const inMonth = db
    .select({ l: goldLedger, id: goldTransactions.id, kind: goldTransactions.kind })
    .from(goldLedger)
    .innerJoin(goldTransactions, eq(goldTransactions.id, goldLedger.transactionId))
    .where(and(eq(goldLedger.userId, userId), gte(goldLedger.createdAt, from), lt(goldLedger.createdAt, to)))
    .orderBy(asc(goldLedger.id))
    .all();
  if (!inMonth.length && !before.u) return null;
  return {
    opening: before.u,
    closing: before.u + inMonth.reduce((t, r) => t + r.l.units, 0),
    rows: inMonth.map((r) => ({
      date: bangkokDate(r.l.createdAt),
      what: GOLD_KIND_TEXT[r.kind],
      ref: referenceOf('gold', r.id),
      amountSatang: r.l.amountSatang,
      units: r.l.units,
      priceSatang: r.l.priceSatang,
    })),
  };
}

export const RECEIPT_KINDS = ['saving', 'down', 'pawn'] as const;
export type ReceiptKind = (typeof RECEIPT_KINDS)[number];

/** An approved transaction of the member's, as its receipt shows it; 404 for anything else (another member's included). */
export function receiptOf(
  db: Db,
  userId: number,
  customerId: number | null,
  kind: ReceiptKind,
  id: number,
): Movement & { detail: string | null } {
  const missing = () => notFound('ไม่พบรายการ');
  if (kind === 'saving') {
    const r = db
      .select({ t: savingTransactions, at: savingLedger.createdAt })
      .from(savingTransactions)
      .innerJoin(savingLedger, eq(savingLedger.transactionId, savingTransactions.id))
      .where(and(eq(savingTransactions.id, id), eq(savingTransactions.userId, userId)))
      .get();
    if (!r) throw missing();
    return {
      date: bangkokDate(r.at),
      what: SAVING_KIND_TEXT[r.t.kind],
      ref: referenceOf('saving', r.t.id),
      amountSatang: r.t.amountSatang,
      detail: r.t.productDetail,
    };
  }
  if (kind === 'down') {
    const r = db
      .select({ p: downPayments, product: downRequests.prodType })
      .from(downPayments)
      .innerJoin(downRequests, eq(downRequests.id, downPayments.downId))
      .where(and(eq(downPayments.id, id), eq(downPayments.userId, userId), eq(downPayments.status, 'approved')))
      .get();
    if (!r?.p.decidedAt) throw missing();
    return {
      date: bangkokDate(r.p.decidedAt),
      what: 'ชำระค่างวดออมทองประเภทที่ 2',
      ref: referenceOf('down', r.p.id),
      amountSatang: r.p.amountSatang,
      detail: r.product,
    };
  }
  if (customerId === null) throw missing();
  const r = db
    .select({ p: pawnPayments, item: pawnContracts.item })
    .from(pawnPayments)
    .innerJoin(pawnContracts, eq(pawnContracts.jnId, pawnPayments.jnId))
    .where(and(eq(pawnPayments.id, id), eq(pawnContracts.customerId, customerId)))
    .get();
  if (!r) throw missing();
  return {
    date: r.p.payDate.slice(0, 10),
    what: `ขายฝาก ${r.p.payType}`,
    ref: referenceOf('pawn', r.p.id),
    amountSatang: r.p.totalSatang,
    detail: `สัญญาเลขที่ ${r.p.jnId}${r.item ? ` ${r.item}` : ''}`,
  };
}
