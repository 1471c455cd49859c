import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { schema, type Db } from '@goldshop/db';
import { PAWN_CONTRACT_COLUMNS, PAWN_CONTRACT_OPTIONAL_COLUMNS, PAWN_PAYMENT_COLUMNS } from '../../../contract/pawn';
import { isValidNationalId } from '../../../contract/national-id';
import { audit } from '../../lib/audit';
import { isRealDate } from '../../lib/dates';
import { bahtTextToSatang } from '../../lib/money';
import { immediate } from '../../lib/tx';
import { CsvError, csvRows, parseCsv } from './csv';

// The point-of-sale's CSV exports (contracts, then payments), imported all or nothing: every line is
// checked before anything is written, and an unchanged row is left alone, so a file imported twice
// changes nothing.

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

type ContractValues = Omit<typeof contracts.$inferInsert, 'createdAt'>;
type PaymentValues = { jnId: string; externalRef: string; payDate: string; totalSatang: number; payType: string };
export interface ImportCounts { inserted: number; updated: number; unchanged: number; customersCreated: number }

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
export function importContracts(db: Db, staffId: number, file: Buffer): Promise<ImportCounts> {
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
    return { line, v };
  });

  return immediate(db, (tx) => {
    // Reads first: every card must name a known customer or bring a name to create one with.
    const customerIds = new Map<string, number | undefined>();
    for (const { line, v } of parsed) {
      if (!customerIds.has(v.card)) customerIds.set(v.card, tx.select({ id: customers.id }).from(customers).where(eq(customers.card, v.card)).get()?.id);
      if (customerIds.get(v.card) === undefined && !v.newCustomer) fail(line, `ไม่พบลูกค้าเลขบัตรนี้ (ใส่ customer_name เพื่อเพิ่มลูกค้าใหม่)`);
    }
    const counts: ImportCounts = { inserted: 0, updated: 0, unchanged: 0, customersCreated: 0 };
    const changes: { jn_id: string; before: unknown; after: unknown }[] = [];
    for (const { v } of parsed) {
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

/** Validates a payments file completely, then writes it in one transaction (or nothing). */
export function importPayments(db: Db, staffId: number, file: Buffer): Promise<ImportCounts> {
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
    const counts: ImportCounts = { inserted: 0, updated: 0, unchanged: 0, customersCreated: 0 };
    const changes: { jn_id: string; external_ref: string; before: unknown; after: unknown }[] = [];
    for (const { v } of parsed) {
      const match = and(eq(payments.jnId, v.jnId), eq(payments.externalRef, v.externalRef));
      const before = tx.select().from(payments).where(match).get();
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
