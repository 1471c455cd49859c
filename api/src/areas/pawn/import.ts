import { createHash } from 'node:crypto';
import { and, asc, eq, gte, inArray, isNotNull, isNull, lte, max } from 'drizzle-orm';
import { schema, type Db } from '@goldshop/db';
import { PAWN_CONTRACT_COLUMNS, PAWN_CONTRACT_OPTIONAL_COLUMNS, PAWN_PAYMENT_COLUMNS, type ImportNote } from '../../../contract/pawn';
import { isValidNationalId } from '../../../contract/national-id';
import { audit } from '../../lib/audit';
import { addDays, isRealDate } from '../../lib/dates';
import { thaiDate } from '../../lib/line/messages';
import { bahtText, bahtTextToSatang } from '../../lib/money';
import { immediate } from '../../lib/tx';
import { dueDateRefusal, isOpenStatus } from './contracts';
import { CsvError, csvRows, parseCsv } from './csv';
import { aboveLegalRate } from './law';

// The point-of-sale's CSV exports (contracts, then payments), imported all or nothing: every line is
// checked before anything is written, and an unchanged row is left alone, so a file imported twice
// changes nothing. What was done in the app wins over an older export (docs/decisions.md "Pawn: the
// point-of-sale import"): a due date moved by an approved ต่อดอก is never moved back, a redemption paid in the
// app is never reopened, a payment made in the app is never changed or dropped. Each such line is listed in
// the answer's conflicts, not applied; the rest of the file is.

const { pawnContracts: contracts, pawnPayments: payments, customers } = schema;
const MAX_ROWS = 50_000;
const JN_ID = /^[A-Za-z0-9_-]{1,40}$/;

// Every check names the line; the first bad line refuses the whole file.
const fail = (line: number, what: string): never => {
  throw new CsvError(line, `บรรทัด ${line}: ${what}`);
};
function money(line: number, col: string, text: string, { positive }: { positive: boolean }): number {
  let v: number;
  try {
    v = bahtTextToSatang(text);
  } catch {
    return fail(line, `${col} ไม่ใช่จำนวนเงิน (${text})`);
  }
  if (positive && v <= 0) fail(line, `${col} ต้องมากกว่า 0`);
  return v;
}
function date(line: number, col: string, text: string): string {
  if (!isRealDate(text)) fail(line, `${col} ต้องเป็นวันที่ YYYY-MM-DD (${text})`);
  return text;
}
function text(line: number, col: string, value: string, max: number): string {
  if (!value) fail(line, `ไม่มีค่า ${col}`);
  if (value.length > max || /[\u0000-\u001f\u007f]/.test(value)) fail(line, `${col} ไม่ถูกต้อง`);
  return value;
}

/** Grams as the point-of-sale writes them: a decimal number, at most 4 places. */
function grams(line: number, value: string): number {
  if (!/^[0-9]{1,6}(?:\.[0-9]{1,4})?$/.test(value) || Number(value) <= 0) fail(line, `weight_grams ต้องเป็นน้ำหนักเป็นกรัม เช่น 7.58 (${value})`);
  return Number(value);
}

type ContractValues = Omit<typeof contracts.$inferInsert, 'createdAt' | 'feeSatang'> & { feeSatang: number };
type PaymentValues = { jnId: string; externalRef: string; payDate: string; totalSatang: number; payType: string };
export interface ImportCounts {
  inserted: number;
  updated: number;
  unchanged: number;
  customersCreated: number;
  conflicts: ImportNote[];
  warnings: ImportNote[];
}
const noCounts = (): ImportCounts => ({ inserted: 0, updated: 0, unchanged: 0, customersCreated: 0, conflicts: [], warnings: [] });
/** A payment of the point-of-sale found within this many days of one made in the app, for the same amount, is that payment. */
export const APP_PAYMENT_MATCH_DAYS = 7;

const sameContract = (a: typeof contracts.$inferSelect, b: ContractValues) =>
  a.customerId === b.customerId &&
  a.jnDate === b.jnDate &&
  a.netTotalSatang === b.netTotalSatang &&
  a.rateInSatang === b.rateInSatang &&
  a.feeSatang === b.feeSatang &&
  a.jnStatus === b.jnStatus &&
  a.dueDate === b.dueDate &&
  (b.item === undefined || a.item === b.item) &&
  (b.weightGrams === undefined || a.weightGrams === b.weightGrams);

/** Validates a contracts file completely, then writes it in one transaction (or nothing). */
export function importContracts(db: Db, staffId: number, file: Buffer): ImportCounts {
  const rows = csvRows(parseCsv(file), PAWN_CONTRACT_COLUMNS, PAWN_CONTRACT_OPTIONAL_COLUMNS);
  if (rows.length > MAX_ROWS) fail(rows[MAX_ROWS]!.line, `ไฟล์มีเกิน ${MAX_ROWS} แถว`);
  const seen = new Map<string, number>();
  const parsed = rows.map(({ line, row: r }) => {
    if (!JN_ID.test(r.jn_id)) fail(line, `jn_id ไม่ถูกต้อง (${r.jn_id})`);
    const dup = seen.get(r.jn_id);
    if (dup) fail(line, `jn_id ${r.jn_id} ซ้ำกับบรรทัด ${dup}`);
    seen.set(r.jn_id, line);
    if (!isValidNationalId(r.customer_card)) fail(line, `customer_card ไม่ใช่เลขบัตรประชาชนที่ถูกต้อง`);
    const v = {
      jnId: r.jn_id,
      card: r.customer_card,
      jnDate: date(line, 'jn_date', r.jn_date),
      netTotalSatang: money(line, 'net_total', r.net_total, { positive: true }),
      rateInSatang: money(line, 'rate_in', r.rate_in || '0', { positive: false }),
      feeSatang: money(line, 'fee', r.fee || '0', { positive: false }),
      jnStatus: text(line, 'jn_status', r.jn_status, 50),
      dueDate: date(line, 'due_date', r.due_date),
      // Optional columns: left out or empty, what is saved stays.
      item: r.item ? text(line, 'item', r.item, 200) : undefined,
      weightGrams: r.weight_grams ? grams(line, r.weight_grams) : undefined,
      newCustomer: r.customer_name
        ? { name: text(line, 'customer_name', r.customer_name, 200), tel: r.customer_tel ?? '', address: r.customer_address ?? '' }
        : undefined,
    };
    if (v.newCustomer && (v.newCustomer.tel.length > 20 || v.newCustomer.address.length > 1000)) fail(line, 'ข้อมูลลูกค้าไม่ถูกต้อง');
    const refused = dueDateRefusal(v.jnDate, v.dueDate);
    if (refused) fail(line, refused.message);
    return { line, v };
  });

  return immediate(db, (tx) => {
    // Reads first: every card must name a known customer or bring a name to create one with.
    const customerIds = new Map<string, number | undefined>();
    for (const { line, v } of parsed) {
      if (!customerIds.has(v.card)) customerIds.set(v.card, tx.select({ id: customers.id }).from(customers).where(eq(customers.card, v.card)).get()?.id);
      if (customerIds.get(v.card) === undefined && !v.newCustomer) fail(line, `ไม่พบลูกค้าเลขบัตรนี้ (ใส่ customer_name เพื่อเพิ่มลูกค้าใหม่)`);
    }
    const counts = noCounts();
    const changes: { jn_id: string; before: unknown; after: unknown }[] = [];
    const app = appDecisions(tx, parsed.map((p) => p.v.jnId));
    for (const { line, v } of parsed) {
      let customerId = customerIds.get(v.card);
      if (customerId === undefined) {
        customerId = tx.insert(customers).values({ card: v.card, ...v.newCustomer! }).returning({ id: customers.id }).get().id;
        customerIds.set(v.card, customerId);
        counts.customersCreated++;
      }
      const values: ContractValues = {
        jnId: v.jnId,
        customerId,
        jnDate: v.jnDate,
        netTotalSatang: v.netTotalSatang,
        rateInSatang: v.rateInSatang,
        feeSatang: v.feeSatang,
        jnStatus: v.jnStatus,
        dueDate: v.dueDate,
        item: v.item,
        weightGrams: v.weightGrams,
      };
      const before = tx.select().from(contracts).where(eq(contracts.jnId, v.jnId)).get();
      if (before) {
        // An approved ต่อดอก moved the due date: an export from before it does not move it back.
        const extended = app.extendedTo.get(v.jnId);
        if (extended && values.dueDate < extended && values.dueDate < before.dueDate) {
          counts.conflicts.push({ line, jn_id: v.jnId, code: 'due_date_kept', message: `กำหนดชำระในไฟล์ ${thaiDate(values.dueDate)} ก่อนกำหนดที่ต่อดอกผ่านแอปแล้ว (${thaiDate(before.dueDate)}): คงกำหนดเดิมไว้` });
          values.dueDate = before.dueDate;
        }
        // A redemption paid in the app is not reopened by an export that still shows the contract running.
        if (app.redeemed.has(v.jnId) && isOpenStatus(values.jnStatus)) {
          counts.conflicts.push({ line, jn_id: v.jnId, code: 'status_kept', message: `สถานะในไฟล์ "${values.jnStatus}" แต่สัญญานี้ชำระไถ่ถอนผ่านแอปแล้ว: คงสถานะ "${before.jnStatus}" ไว้` });
          values.jnStatus = before.jnStatus;
        }
      }
      if (aboveLegalRate(values.netTotalSatang, values.rateInSatang + values.feeSatang) && !(before && sameContract(before, values))) {
        counts.warnings.push({ line, jn_id: v.jnId, code: 'above_legal_rate', message: `ดอกเบี้ยและค่าธรรมเนียม ${bahtText(values.rateInSatang + values.feeSatang)} ต่อเดือน เกิน 15% ต่อปีของยอดขายฝาก` });
      }
      if (!before) {
        tx.insert(contracts).values(values).run();
        counts.inserted++;
        changes.push({ jn_id: v.jnId, before: null, after: values });
      } else if (sameContract(before, values)) {
        counts.unchanged++;
      } else {
        tx.update(contracts).set(values).where(eq(contracts.jnId, v.jnId)).run();
        counts.updated++;
        changes.push({ jn_id: v.jnId, before, after: values });
      }
    }
    audit(tx, staffId, 'import', 'pawn_contract', null, null, { sha256: createHash('sha256').update(file).digest('hex'), ...counts, changes });
    return counts;
  });
}

/** What the app decided on a file's contracts: the latest due date an approved ต่อดอก set, and redemptions paid. */
function appDecisions(tx: Db, jnIds: string[]) {
  const r = schema.pawnRequests;
  const ids = [...new Set(jnIds)];
  const extendedTo = new Map<string, string>();
  const redeemed = new Set<string>();
  // In slices: SQLite takes a bounded number of parameters.
  for (let i = 0; i < ids.length; i += 500) {
    const slice = ids.slice(i, i + 500);
    for (const e of tx
      .select({ jnId: r.jnId, due: max(r.newDueDate) })
      .from(r)
      .where(and(inArray(r.jnId, slice), eq(r.kind, 'interest'), inArray(r.status, ['approved'])))
      .groupBy(r.jnId)
      .all()) {
      if (e.due) extendedTo.set(e.jnId, e.due);
    }
    for (const e of tx.select({ jnId: r.jnId }).from(r).where(and(inArray(r.jnId, slice), eq(r.kind, 'redeem'), inArray(r.status, ['approved', 'picked_up']))).all()) {
      redeemed.add(e.jnId);
    }
  }
  return { extendedTo, redeemed };
}

/** Validates a payments file completely, then writes it in one transaction (or nothing). */
export function importPayments(db: Db, staffId: number, file: Buffer): ImportCounts {
  const rows = csvRows(parseCsv(file), PAWN_PAYMENT_COLUMNS);
  if (rows.length > MAX_ROWS) fail(rows[MAX_ROWS]!.line, `ไฟล์มีเกิน ${MAX_ROWS} แถว`);
  const seen = new Map<string, number>();
  const parsed = rows.map(({ line, row: r }) => {
    if (!JN_ID.test(r.jn_id)) fail(line, `jn_id ไม่ถูกต้อง (${r.jn_id})`);
    const v: PaymentValues = {
      jnId: r.jn_id,
      externalRef: text(line, 'external_ref', r.external_ref, 100),
      payDate: date(line, 'pay_date', r.pay_date),
      totalSatang: money(line, 'total', r.total, { positive: true }),
      payType: text(line, 'pay_type', r.pay_type, 50),
    };
    const key = `${v.jnId}\u0000${v.externalRef}`;
    const dup = seen.get(key);
    if (dup) fail(line, `รายการ ${v.jnId}/${v.externalRef} ซ้ำกับบรรทัด ${dup}`);
    seen.set(key, line);
    return { line, v };
  });

  return immediate(db, (tx) => {
    const known = new Map<string, boolean>();
    for (const { line, v } of parsed) {
      if (!known.has(v.jnId)) known.set(v.jnId, !!tx.select({ id: contracts.jnId }).from(contracts).where(eq(contracts.jnId, v.jnId)).get());
      if (!known.get(v.jnId)) fail(line, `ไม่พบสัญญาเลขที่ ${v.jnId}`);
    }
    const counts = noCounts();
    const changes: { jn_id: string; external_ref: string; before: unknown; after: unknown }[] = [];
    for (const { line, v } of parsed) {
      const match = and(eq(payments.jnId, v.jnId), eq(payments.externalRef, v.externalRef));
      const before = tx.select().from(payments).where(match).get();
      if (before?.requestId != null) {
        // Made in the app and recognised before: the app's record stands.
        if (sameAppPayment(before, v)) counts.unchanged++;
        else counts.conflicts.push({ line, jn_id: v.jnId, code: 'app_payment_kept', message: `รายการ ${v.externalRef} คือการชำระผ่านแอป ${bahtText(before.totalSatang)} วันที่ ${thaiDate(before.payDate)}: คงตามที่ร้านอนุมัติไว้` });
        continue;
      }
      const fromApp = before ? undefined : appPaymentFor(tx, v);
      if (fromApp) {
        // The shop keyed the app's payment into the point-of-sale: the same payment, not a second one.
        tx.update(payments).set({ externalRef: v.externalRef }).where(eq(payments.id, fromApp.id)).run();
        counts.unchanged++;
        counts.conflicts.push({ line, jn_id: v.jnId, code: 'app_payment_matched', message: `รายการ ${v.externalRef} ${bahtText(v.totalSatang)} ตรงกับการชำระผ่านแอปวันที่ ${thaiDate(fromApp.payDate)}: ไม่เพิ่มซ้ำ` });
        changes.push({ jn_id: v.jnId, external_ref: v.externalRef, before: fromApp, after: { externalRef: v.externalRef } });
        continue;
      }
      if (!before) {
        tx.insert(payments).values(v).run();
        counts.inserted++;
        changes.push({ jn_id: v.jnId, external_ref: v.externalRef, before: null, after: v });
      } else if (before.payDate === v.payDate && before.totalSatang === v.totalSatang && before.payType === v.payType) {
        counts.unchanged++;
      } else {
        tx.update(payments).set({ payDate: v.payDate, totalSatang: v.totalSatang, payType: v.payType }).where(eq(payments.id, before.id)).run();
        counts.updated++;
        changes.push({ jn_id: v.jnId, external_ref: v.externalRef, before, after: v });
      }
    }
    audit(tx, staffId, 'import', 'pawn_payment', null, null, { sha256: createHash('sha256').update(file).digest('hex'), ...counts, changes });
    return counts;
  });
}

/** The point-of-sale's row is that app payment: the same amount, on its day or up to a week after (when the shop keyed it in). */
const sameAppPayment = (app: { payDate: string; totalSatang: number }, v: PaymentValues) =>
  app.totalSatang === v.totalSatang && app.payDate <= v.payDate && v.payDate <= addDays(app.payDate, APP_PAYMENT_MATCH_DAYS);

/** A payment made in the app, not yet matched, of the same contract and amount, paid up to a week before the file's date. */
function appPaymentFor(tx: Db, v: PaymentValues) {
  return tx
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.jnId, v.jnId),
        eq(payments.totalSatang, v.totalSatang),
        isNotNull(payments.requestId),
        isNull(payments.externalRef),
        lte(payments.payDate, v.payDate),
        gte(payments.payDate, addDays(v.payDate, -APP_PAYMENT_MATCH_DAYS)),
      ),
    )
    .orderBy(asc(payments.payDate), asc(payments.id))
    .get();
}
