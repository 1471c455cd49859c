import { createHash } from 'node:crypto';
import { and, asc, eq, inArray, isNotNull, isNull, max } from 'drizzle-orm';
import { schema, type Db } from '@goldshop/db';
import { PAWN_CONTRACT_COLUMNS, PAWN_CONTRACT_OPTIONAL_COLUMNS, PAWN_PAYMENT_COLUMNS, type ImportNote } from '../../../contract/pawn';
import { isValidNationalId } from '../../../contract/national-id';
import { audit } from '../../lib/audit';
import { branchFinder, firstOpenBranchId } from '../../lib/branches';
import type { AuditEntity } from '../../../contract/audit';
import { addDays, isRealDate } from '../../lib/dates';
import { thaiDate } from '../../lib/line/messages';
import { bahtText, bahtTextToSatang } from '../../lib/money';
import { immediate } from '../../lib/tx';
import { withinScope, type BranchScope } from '../../lib/branch-scope';
import { dueDateRefusal, isOpenStatus } from './contracts';
import { CsvError, csvRecords, csvRows, type CsvRecord } from './csv';
import { aboveLegalRate } from './law';

// The point-of-sale's CSV exports (contracts, then payments). Every line is checked, and what the file
// would change is worked out, before anything is written; then the changes are written a chunk of rows
// per transaction, with other requests let through between chunks (a 50,000-row file held every request,
// the health check included, for 11 s as one transaction). An unchanged row is left alone, so a file
// imported twice changes nothing, and importing it again completes one a crash interrupted
// (docs/decisions.md "Pawn"). What was done in the app wins over an older export (docs/decisions.md "The
// point-of-sale import keeps what the app did"): a due date moved by an approved ต่อดอก is never moved back, a redemption paid in
// the app is never reopened, a payment made in the app is never changed or dropped. Each such line is listed
// in the answer's conflicts, not applied; the rest of the line is.

const { pawnContracts: contracts, pawnPayments: payments, customers } = schema;
const MAX_ROWS = 50_000;
const JN_ID = /^[A-Za-z0-9_-]{1,40}$/;
/** Rows read, checked or written between two turns of the event loop. */
export const CHUNK_ROWS = 500;
/** How many contracts an audit row names (the counts cover the rest): the log stays readable. */
const AUDIT_SAMPLE = 50;

/**
 * Who imports: moving a contract to another customer is the owner's decision, and a staff member imports only
 * their branches' contracts and payments (docs/access.md "Branches"): another branch's line is refused (403).
 */
export interface ImportActor {
  id: number;
  owner: boolean;
  branchIds: BranchScope;
}

/** Refuses a line whose contract another branch keeps. */
function requireActorBranch(actor: ImportActor, line: number, jnId: string, branchId: number | null): void {
  if (withinScope(actor.branchIds, branchId)) return;
  throw new CsvError(line, `บรรทัด ${line}: สัญญา ${jnId} เป็นของสาขาอื่น ซึ่งคุณไม่ได้ประจำอยู่ ให้สาขานั้นหรือเจ้าของร้านนำเข้า`, 'OTHER_BRANCH');
}

/** Lets every request waiting for the event loop run before the next chunk. */
const breathe = () => new Promise<void>((resolve) => setImmediate(resolve));

async function eachChunk<T>(items: readonly T[], fn: (chunk: readonly T[]) => unknown): Promise<void> {
  for (let i = 0; i < items.length; i += CHUNK_ROWS) {
    // A chunk written in its own transaction is a promise (immediate() waits for the lock): awaited.
    await fn(items.slice(i, i + CHUNK_ROWS));
    await breathe();
  }
}

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

/** The file's rows as objects, read a chunk at a time; a header without the needed columns is line 1's error. */
async function readRows<R extends string, O extends string>(file: Buffer, required: readonly R[], optional: readonly O[] = []) {
  const records: CsvRecord[] = [];
  for (const record of csvRecords(file)) {
    records.push(record);
    if (records.length % CHUNK_ROWS === 0) await breathe();
  }
  const [header, ...body] = records;
  csvRows(header ? [header] : [], required, optional);
  if (body.length > MAX_ROWS) fail(body[MAX_ROWS]!.line, `ไฟล์มีเกิน ${MAX_ROWS} แถว`);
  const rows: ReturnType<typeof csvRows<R, O>> = [];
  await eachChunk(body, (chunk) => rows.push(...csvRows([header!, ...chunk], required, optional)));
  return rows;
}

/** Maps each item a chunk at a time. */
async function mapInChunks<T, U>(items: readonly T[], fn: (item: T) => U): Promise<U[]> {
  const out: U[] = [];
  await eachChunk(items, (chunk) => out.push(...chunk.map(fn)));
  return out;
}

const sha256 = (file: Buffer) => createHash('sha256').update(file).digest('hex');

type ContractValues = Omit<typeof contracts.$inferInsert, 'createdAt' | 'branchId'> & { branchId?: number };
type ContractRow = typeof contracts.$inferSelect;
type PaymentValues = { jnId: string; externalRef: string; payDate: string; totalSatang: number; payType: string };
export interface ImportCounts {
  inserted: number;
  updated: number;
  unchanged: number;
  customersCreated: number;
  conflicts: ImportNote[];
  warnings: ImportNote[];
}
/** A payment of the point-of-sale found within this many days of one made in the app, for the same amount, is that payment. */
export const APP_PAYMENT_MATCH_DAYS = 7;

const sameContract = (a: ContractRow, b: ContractValues) =>
  a.customerId === b.customerId &&
  a.jnDate === b.jnDate &&
  a.netTotalSatang === b.netTotalSatang &&
  a.rateInSatang === b.rateInSatang &&
  a.feeSatang === b.feeSatang &&
  a.jnStatus === b.jnStatus &&
  a.dueDate === b.dueDate &&
  (b.item === undefined || a.item === b.item) &&
  (b.branchId === undefined || a.branchId === b.branchId) &&
  (b.weightGrams === undefined || a.weightGrams === b.weightGrams);

/**
 * Writes the planned changes a chunk per transaction. The audit row (the file's hash and what it changes,
 * never every row) goes with the first chunk; if a later chunk fails, a second row says how far it got.
 */
/** A note as the audit row keeps it: where and what, without the message (the answer had it). */
const notedBriefly = ({ line, jn_id, code }: ImportNote) => ({ line, jn_id, code });

/** The counts as the audit row keeps them: the notes of the first lines, with how many there were. */
const auditedCounts = (c: ImportCounts) => ({
  ...c,
  conflicts: c.conflicts.slice(0, AUDIT_SAMPLE).map(notedBriefly),
  conflictsTotal: c.conflicts.length,
  warnings: c.warnings.slice(0, AUDIT_SAMPLE).map(notedBriefly),
  warningsTotal: c.warnings.length,
});

async function writeInChunks<T>(
  db: Db,
  actor: ImportActor,
  entity: AuditEntity,
  changes: readonly T[],
  summary: Record<string, unknown>,
  write: (tx: Db, chunk: readonly T[]) => void,
): Promise<void> {
  if (!changes.length) {
    await immediate(db, (tx) => audit(tx, actor.id, 'import', entity, null, null, summary));
    return;
  }
  let written = 0;
  try {
    await eachChunk(changes, (chunk) =>
      immediate(db, (tx) => {
        if (written === 0) audit(tx, actor.id, 'import', entity, null, null, summary);
        write(tx, chunk);
        written += chunk.length;
      }),
    );
  } catch (err) {
    if (written > 0) {
      await immediate(db, (tx) =>
        audit(tx, actor.id, 'import_interrupted', entity, null, null, { sha256: summary.sha256, written, of: changes.length }),
      );
    }
    throw err;
  }
}

/** Checks a contracts file whole, works out what it changes, then writes it in chunks. */
export async function importContracts(db: Db, actor: ImportActor, file: Buffer): Promise<ImportCounts> {
  const rows = await readRows(file, PAWN_CONTRACT_COLUMNS, PAWN_CONTRACT_OPTIONAL_COLUMNS);
  const seen = new Map<string, number>();
  // The point-of-sale names a branch as the shop does, or by its code (docs/decisions.md "Branches are rows").
  const findBranch = branchFinder(db);
  const parsed = await mapInChunks(rows, ({ line, row: r }) => {
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
      branchId: r.branch
        ? (findBranch(r.branch)?.id ?? fail(line, `ไม่รู้จักสาขา ${r.branch.slice(0, 60)} (ใช้ชื่อหรือรหัสสาขาตามที่ตั้งไว้ในหน้าสาขา)`))
        : undefined,
      newCustomer: r.customer_name
        ? { name: text(line, 'customer_name', r.customer_name, 200), tel: r.customer_tel ?? '', address: r.customer_address ?? '' }
        : undefined,
    };
    if (v.newCustomer && (v.newCustomer.tel.length > 20 || v.newCustomer.address.length > 1000)) fail(line, 'ข้อมูลลูกค้าไม่ถูกต้อง');
    const refused = dueDateRefusal(v.jnDate, v.dueDate);
    if (refused) fail(line, refused.message);
    return { line, v };
  });

  // What the database holds now, read in batches: every card names a known customer or brings a name.
  const customerIds = new Map<string, number>();
  await eachChunk([...new Set(parsed.map((p) => p.v.card))], (cards) => {
    for (const c of db
      .select({ id: customers.id, card: customers.card })
      .from(customers)
      .where(inArray(customers.card, [...cards]))
      .all())
      customerIds.set(c.card, c.id);
  });
  const existing = new Map<string, ContractRow>();
  const app: AppDecisions = { extendedTo: new Map(), redeemed: new Set() };
  await eachChunk(parsed, (chunk) => {
    const ids = chunk.map((p) => p.v.jnId);
    for (const c of db.select().from(contracts).where(inArray(contracts.jnId, ids)).all()) existing.set(c.jnId, c);
    appDecisions(db, ids, app);
  });

  type Change = {
    kind: 'insert' | 'update';
    line: number;
    card: string;
    newCustomer?: { name: string; tel: string; address: string };
    values: Omit<ContractValues, 'customerId'>;
  };
  const changes: Change[] = [];
  const newCards = new Set<string>();
  const moved: { jn_id: string; from: number; to: number | string }[] = [];
  const conflicts: ImportNote[] = [];
  const warnings: ImportNote[] = [];
  let unchanged = 0;
  let firstImportBranch: number | undefined;
  await eachChunk(parsed, (chunk) => {
    for (const { line, v } of chunk) {
      const customerId = customerIds.get(v.card);
      if (customerId === undefined) {
        if (!v.newCustomer) fail(line, `ไม่พบลูกค้าเลขบัตรนี้ (ใส่ customer_name เพื่อเพิ่มลูกค้าใหม่)`);
        newCards.add(v.card);
      }
      const before = existing.get(v.jnId);
      requireActorBranch(actor, line, v.jnId, v.branchId ?? before?.branchId ?? (firstImportBranch ??= firstOpenBranchId(db)));
      const values = {
        jnId: v.jnId,
        jnDate: v.jnDate,
        netTotalSatang: v.netTotalSatang,
        rateInSatang: v.rateInSatang,
        feeSatang: v.feeSatang,
        item: v.item,
        weightGrams: v.weightGrams,
        branchId: v.branchId,
        ...keepAppDecisions(app, before, v, line, conflicts),
      };
      if (before && before.customerId !== customerId) {
        // A contract changing hands changes who may read it in the member app: the owner's decision.
        if (!actor.owner)
          throw new CsvError(
            line,
            `บรรทัด ${line}: สัญญา ${v.jnId} เป็นของลูกค้าอีกคนในระบบ การย้ายสัญญาไปลูกค้าอื่นต้องให้เจ้าของร้านนำเข้า`,
            'OWNER_NEEDED',
          );
        moved.push({ jn_id: v.jnId, from: before.customerId, to: customerId ?? `new:${v.card.slice(-4)}` });
      }
      const same = before !== undefined && customerId !== undefined && sameContract(before, { ...values, customerId });
      // Interest and fee above 15 % a year of the price: imported (the shop decides), flagged to staff and kept
      // in the audit row; once, when the contract arrives or changes.
      if (!same && aboveLegalRate(v.netTotalSatang, v.rateInSatang + v.feeSatang)) {
        warnings.push({
          line,
          jn_id: v.jnId,
          code: 'above_legal_rate',
          message: `ดอกเบี้ยและค่าธรรมเนียม ${bahtText(v.rateInSatang + v.feeSatang)} ต่อเดือน เกิน 15% ต่อปีของยอดขายฝาก`,
        });
      }
      if (!before) changes.push({ kind: 'insert', line, card: v.card, newCustomer: v.newCustomer, values });
      else if (same) unchanged++;
      else changes.push({ kind: 'update', line, card: v.card, newCustomer: v.newCustomer, values });
    }
  });

  const counts: ImportCounts = {
    inserted: changes.filter((c) => c.kind === 'insert').length,
    updated: changes.filter((c) => c.kind === 'update').length,
    unchanged,
    customersCreated: newCards.size,
    conflicts,
    warnings,
  };
  const summary = {
    sha256: sha256(file),
    bytes: file.length,
    rows: parsed.length,
    ...auditedCounts(counts),
    updatedJnIds: changes
      .filter((c) => c.kind === 'update')
      .slice(0, AUDIT_SAMPLE)
      .map((c) => c.values.jnId),
    moved: moved.slice(0, AUDIT_SAMPLE),
    movedTotal: moved.length,
  };
  await writeInChunks(db, actor, 'pawn_contract', changes, summary, (tx, chunk) => {
    const customerOf = (c: Change) => {
      let id = customerIds.get(c.card);
      if (id === undefined) {
        // Looked up again under the lock: a customer added since the plan is used, not duplicated.
        id =
          tx.select({ id: customers.id }).from(customers).where(eq(customers.card, c.card)).get()?.id ??
          tx
            .insert(customers)
            .values({ card: c.card, ...c.newCustomer! })
            .returning({ id: customers.id })
            .get().id;
        customerIds.set(c.card, id);
      }
      return id;
    };
    // Read again under the lock: a contract added or moved since the plan is updated, and checked again, as
    // is what the app decided since (an approval between the plan and this chunk is kept too).
    const ids = chunk.map((c) => c.values.jnId);
    const now = new Map(
      tx
        .select()
        .from(contracts)
        .where(inArray(contracts.jnId, ids))
        .all()
        .map((r) => [r.jnId, r]),
    );
    const decided = appDecisions(tx, ids);
    const inserts: (ContractValues & { branchId: number })[] = [];
    // A new contract the file names no branch for is the first open branch's, as every older one became.
    let firstBranch: number | undefined;
    for (const c of chunk) {
      const before = now.get(c.values.jnId);
      const late: ImportNote[] = [];
      const values = { ...c.values, ...keepAppDecisions(decided, before, c.values, c.line, late), customerId: customerOf(c) };
      for (const n of late) if (!conflicts.some((k) => k.line === n.line && k.code === n.code)) conflicts.push(n);
      if (!before) inserts.push({ ...values, branchId: values.branchId ?? (firstBranch ??= firstOpenBranchId(tx)) });
      else {
        if (before.customerId !== values.customerId && !actor.owner)
          throw new CsvError(c.line, `บรรทัด ${c.line}: สัญญา ${values.jnId} ถูกย้ายไปลูกค้าอื่นระหว่างนำเข้า ต้องให้เจ้าของร้านนำเข้า`, 'OWNER_NEEDED');
        tx.update(contracts).set(values).where(eq(contracts.jnId, values.jnId)).run();
      }
    }
    if (inserts.length) tx.insert(contracts).values(inserts).run();
  });
  return counts;
}

/** Checks a payments file whole, works out what it changes, then writes it in chunks. */
export async function importPayments(db: Db, actor: ImportActor, file: Buffer): Promise<ImportCounts> {
  const rows = await readRows(file, PAWN_PAYMENT_COLUMNS);
  const seen = new Map<string, number>();
  const key = (jnId: string, ref: string) => `${jnId}\u0000${ref}`;
  const parsed = await mapInChunks(rows, ({ line, row: r }) => {
    if (!JN_ID.test(r.jn_id)) fail(line, `jn_id ไม่ถูกต้อง (${r.jn_id})`);
    const v: PaymentValues = {
      jnId: r.jn_id,
      externalRef: text(line, 'external_ref', r.external_ref, 100),
      payDate: date(line, 'pay_date', r.pay_date),
      totalSatang: money(line, 'total', r.total, { positive: true }),
      payType: text(line, 'pay_type', r.pay_type, 50),
    };
    const dup = seen.get(key(v.jnId, v.externalRef));
    if (dup) fail(line, `รายการ ${v.jnId}/${v.externalRef} ซ้ำกับบรรทัด ${dup}`);
    seen.set(key(v.jnId, v.externalRef), line);
    return { line, v };
  });

  const jnIds = [...new Set(parsed.map((p) => p.v.jnId))];
  const known = new Map<string, number>();
  const existing = new Map<string, PaymentRow>();
  // Payments made in the app that the point-of-sale has not named yet, per contract, oldest first.
  const unmatched = new Map<string, PaymentRow[]>();
  await eachChunk(jnIds, (chunk) => {
    for (const c of db
      .select({ id: contracts.jnId, branchId: contracts.branchId })
      .from(contracts)
      .where(inArray(contracts.jnId, [...chunk]))
      .all())
      known.set(c.id, c.branchId);
    for (const p of db
      .select()
      .from(payments)
      .where(inArray(payments.jnId, [...chunk]))
      .orderBy(asc(payments.payDate), asc(payments.id))
      .all()) {
      if (p.externalRef !== null) existing.set(key(p.jnId, p.externalRef), p);
      else if (p.requestId !== null) unmatched.set(p.jnId, [...(unmatched.get(p.jnId) ?? []), p]);
    }
  });

  type Change = { kind: 'insert' | 'update' | 'match'; id?: number; v: PaymentValues };
  const changes: Change[] = [];
  const conflicts: ImportNote[] = [];
  let unchanged = 0;
  await eachChunk(parsed, (chunk) => {
    for (const { line, v } of chunk) {
      if (!known.has(v.jnId)) fail(line, `ไม่พบสัญญาเลขที่ ${v.jnId}`);
      requireActorBranch(actor, line, v.jnId, known.get(v.jnId)!);
      const before = existing.get(key(v.jnId, v.externalRef));
      if (before && before.requestId !== null) {
        // Made in the app and recognised before: the app's record stands.
        if (sameAppPayment(before, v)) unchanged++;
        else
          conflicts.push({
            line,
            jn_id: v.jnId,
            code: 'app_payment_kept',
            message: `รายการ ${v.externalRef} คือการชำระผ่านแอป ${bahtText(before.totalSatang)} วันที่ ${thaiDate(before.payDate)}: คงตามที่ร้านอนุมัติไว้`,
          });
        continue;
      }
      const candidates = before ? [] : (unmatched.get(v.jnId) ?? []);
      const fromApp = candidates.find((p) => sameAppPayment(p, v));
      if (fromApp) {
        // The shop keyed the app's payment into the point-of-sale: the same payment, not a second one.
        candidates.splice(candidates.indexOf(fromApp), 1);
        changes.push({ kind: 'match', id: fromApp.id, v });
        unchanged++;
        conflicts.push({
          line,
          jn_id: v.jnId,
          code: 'app_payment_matched',
          message: `รายการ ${v.externalRef} ${bahtText(v.totalSatang)} ตรงกับการชำระผ่านแอปวันที่ ${thaiDate(fromApp.payDate)}: ไม่เพิ่มซ้ำ`,
        });
        continue;
      }
      if (!before) changes.push({ kind: 'insert', v });
      else if (before.payDate === v.payDate && before.totalSatang === v.totalSatang && before.payType === v.payType) unchanged++;
      else changes.push({ kind: 'update', id: before.id, v });
    }
  });

  const counts: ImportCounts = {
    inserted: changes.filter((c) => c.kind === 'insert').length,
    updated: changes.filter((c) => c.kind === 'update').length,
    unchanged,
    customersCreated: 0,
    conflicts,
    warnings: [],
  };
  const summary = {
    sha256: sha256(file),
    bytes: file.length,
    rows: parsed.length,
    ...auditedCounts(counts),
    updatedPayments: changes
      .filter((c) => c.kind === 'update')
      .slice(0, AUDIT_SAMPLE)
      .map((c) => `${c.v.jnId}/${c.v.externalRef}`),
  };
  await writeInChunks(db, actor, 'pawn_payment', changes, summary, (tx, chunk) => {
    const inserts = chunk.filter((c) => c.kind === 'insert').map((c) => c.v);
    // A payment another import added since the plan was made is updated, never duplicated.
    if (inserts.length) {
      tx.insert(payments)
        .values(inserts)
        .onConflictDoNothing({ target: [payments.jnId, payments.externalRef] })
        .run();
    }
    // Never a payment made in the app: only the point-of-sale's own rows are changed.
    for (const c of chunk.filter((c) => c.kind === 'update')) {
      tx.update(payments)
        .set({ payDate: c.v.payDate, totalSatang: c.v.totalSatang, payType: c.v.payType })
        .where(and(eq(payments.id, c.id!), isNull(payments.requestId)))
        .run();
    }
    // The app's payment takes the point-of-sale's reference, unless another import named it meanwhile.
    for (const c of chunk.filter((c) => c.kind === 'match')) {
      tx.update(payments)
        .set({ externalRef: c.v.externalRef })
        .where(and(eq(payments.id, c.id!), isNull(payments.externalRef)))
        .run();
    }
  });
  return counts;
}

type PaymentRow = typeof payments.$inferSelect;

/** The point-of-sale's row is that app payment: the same amount, on its day or up to a week after (when the shop keyed it in). */
const sameAppPayment = (app: { payDate: string; totalSatang: number }, v: PaymentValues) =>
  app.totalSatang === v.totalSatang && app.payDate <= v.payDate && v.payDate <= addDays(app.payDate, APP_PAYMENT_MATCH_DAYS);

/** What the app decided on a file's contracts: the latest due date an approved ต่อดอก set, and redemptions paid. */
interface AppDecisions {
  extendedTo: Map<string, string>;
  redeemed: Set<string>;
}

/** Reads what the app decided on `jnIds` (at most CHUNK_ROWS: SQLite takes a bounded number of parameters) into `into`. */
function appDecisions(db: Db, jnIds: readonly string[], into: AppDecisions = { extendedTo: new Map(), redeemed: new Set() }): AppDecisions {
  const r = schema.pawnRequests;
  const ids = [...new Set(jnIds)];
  for (const e of db
    .select({ jnId: r.jnId, due: max(r.newDueDate) })
    .from(r)
    .where(and(inArray(r.jnId, ids), eq(r.kind, 'interest'), eq(r.status, 'approved'), isNotNull(r.newDueDate)))
    .groupBy(r.jnId)
    .all()) {
    if (e.due) into.extendedTo.set(e.jnId, e.due);
  }
  for (const e of db
    .select({ jnId: r.jnId })
    .from(r)
    .where(and(inArray(r.jnId, ids), eq(r.kind, 'redeem'), inArray(r.status, ['approved', 'picked_up'])))
    .all()) {
    into.redeemed.add(e.jnId);
  }
  return into;
}

/**
 * The due date and status a file's line may set on a contract, after what the app decided: an export from
 * before an approved ต่อดอก does not move its due date back, one that still shows a contract redeemed in the
 * app as running does not reopen it. Each kept value is noted in `notes`.
 */
function keepAppDecisions(
  app: AppDecisions,
  before: ContractRow | undefined,
  v: { jnId: string; dueDate: string; jnStatus: string },
  line: number,
  notes: ImportNote[],
) {
  let { dueDate, jnStatus } = v;
  if (!before) return { dueDate, jnStatus };
  const extended = app.extendedTo.get(v.jnId);
  if (extended && dueDate < extended && dueDate < before.dueDate) {
    notes.push({
      line,
      jn_id: v.jnId,
      code: 'due_date_kept',
      message: `กำหนดชำระในไฟล์ ${thaiDate(dueDate)} ก่อนกำหนดที่ต่อดอกผ่านแอปแล้ว (${thaiDate(before.dueDate)}): คงกำหนดเดิมไว้`,
    });
    dueDate = before.dueDate;
  }
  if (app.redeemed.has(v.jnId) && isOpenStatus(jnStatus)) {
    notes.push({
      line,
      jn_id: v.jnId,
      code: 'status_kept',
      message: `สถานะในไฟล์ "${jnStatus}" แต่สัญญานี้ชำระไถ่ถอนผ่านแอปแล้ว: คงสถานะ "${before.jnStatus}" ไว้`,
    });
    jnStatus = before.jnStatus;
  }
  return { dueDate, jnStatus };
}
