import type { FastifyInstance } from 'fastify';
import { and, eq, isNull, ne } from 'drizzle-orm';
import { schema, type Db } from '@goldshop/db';
import type { BranchBody, ClosureBody } from '../../../contract/branches';
import { promptpayDigits, promptpayIdError } from '../../../contract/promptpay-id';
import { audit } from '../../lib/audit';
import { bareBranchName, branchById, ownBankOf, ownPromptpayOf, requireOpenBranch, type BranchRow } from '../../lib/branches';
import { bangkokToday, requireDate } from '../../lib/dates';
import { badRequest, conflict, notFound } from '../../lib/http-error';
import type { ProcessedImage } from '../../lib/image-processing';
import { alertOwner, lastDigits } from '../../lib/owner-alerts';
import { immediate } from '../../lib/tx';
import { checkedHours } from './hours';
import { branchHoldings } from './views';

// The owner's edits of branches (docs/access.md: every one is the owner's; docs/decisions.md "Branches are
// rows"), each with its audit row in one transaction; a change of where a branch's members pay is an owner
// alert, as the shop's own receiver is.

const { branches, branchClosures: closures, users } = schema;
const oneSpace = (s: string) => s.trim().replace(/\s+/g, ' ');

/** The body checked and written as the row holds it; 400 in Thai for what the schema cannot say. */
function valuesOf(body: BranchBody) {
  const name = bareBranchName(oneSpace(body.name));
  if (!name) throw badRequest('NAME_REQUIRED', 'กรุณากรอกชื่อสาขา (ไม่ต้องมีคำว่า "สาขา")');
  const p = body.promptpay;
  if (p) {
    const error = promptpayIdError(p.type, p.id);
    if (error) throw badRequest('BAD_PROMPTPAY_ID', error);
    if (!oneSpace(p.name)) throw badRequest('NAME_REQUIRED', 'กรุณากรอกชื่อบัญชีพร้อมเพย์ของสาขา');
  }
  const bank = body.bankAccount;
  if (bank && (!oneSpace(bank.bank) || !oneSpace(bank.accName))) throw badRequest('NAME_REQUIRED', 'กรุณากรอกธนาคารและชื่อบัญชีของสาขา');
  return {
    name,
    code: body.code.trim().toUpperCase(),
    address: body.address.trim(),
    phone: body.phone.trim(),
    mapUrl: body.mapUrl,
    hours: checkedHours(body.hours),
    takesPickups: body.takesPickups,
    slotMinutes: body.slotMinutes,
    slotCapacity: body.slotCapacity,
    promptpayType: p?.type ?? null,
    promptpayId: p ? promptpayDigits(p.id) : null,
    promptpayName: p ? oneSpace(p.name) : null,
    bankName: bank ? oneSpace(bank.bank) : null,
    bankAccName: bank ? oneSpace(bank.accName) : null,
    bankAccNo: bank?.accNo ?? null,
  };
}
type Values = ReturnType<typeof valuesOf>;

/** A name or code another branch has: 409, before the unique index would say it without words. */
function refuseDuplicate(tx: Db, v: Values, self: number | null) {
  const other = (col: typeof branches.name | typeof branches.code, value: string) =>
    tx
      .select({ id: branches.id })
      .from(branches)
      .where(self === null ? eq(col, value) : and(eq(col, value), ne(branches.id, self)))
      .get();
  if (other(branches.name, v.name)) throw conflict('DUPLICATE_BRANCH', `มีสาขาชื่อ ${v.name} อยู่แล้ว`);
  if (other(branches.code, v.code)) throw conflict('DUPLICATE_BRANCH', `มีสาขาที่ใช้รหัส ${v.code} อยู่แล้ว`);
}

const promptpayShown = (b: BranchRow | null) => {
  const p = b && ownPromptpayOf(b);
  return p ? `${p.name} ${lastDigits(p.id)}` : 'ใช้พร้อมเพย์ของร้าน';
};
const bankShown = (b: BranchRow | null) => {
  const a = b && ownBankOf(b);
  return a ? `${a.bank} ${lastDigits(a.accNo)} (${a.accName})` : 'ใช้บัญชีของร้าน';
};

/** What decides where a branch's members pay: its receiver and its account (not the logo). */
const receivingOf = (b: BranchRow | null) =>
  JSON.stringify([b?.promptpayType, b?.promptpayId, b?.promptpayName, b?.bankName, b?.bankAccName, b?.bankAccNo].map((v) => v ?? null));

/** Where the branch's members pay changed: the owner is told, whoever did it (a new branch with its own accounts too). */
function alertIfReceivingChanged(app: FastifyInstance, tx: Db, staffId: number, before: BranchRow | null, after: BranchRow) {
  if (receivingOf(before) === receivingOf(after)) return;
  alertOwner(app, tx, {
    kind: 'branch_receiver',
    staffId,
    details: {
      branch: after.name,
      promptpay: promptpayShown(after),
      beforePromptpay: before ? promptpayShown(before) : 'สาขาใหม่',
      bank: bankShown(after),
      beforeBank: before ? bankShown(before) : 'สาขาใหม่',
    },
  });
}

function requireBranch(tx: Db, id: number): BranchRow {
  const b = branchById(tx, id);
  if (!b) throw notFound('ไม่พบสาขานี้');
  return b;
}

export function createBranch(app: FastifyInstance, staffId: number, body: BranchBody): Promise<BranchRow> {
  const v = valuesOf(body);
  return immediate(app.db, (tx) => {
    refuseDuplicate(tx, v, null);
    const row = tx.insert(branches).values(v).returning().get();
    audit(tx, staffId, 'create', 'branch', row.id, null, row);
    alertIfReceivingChanged(app, tx, staffId, null, row);
    return row;
  });
}

export function updateBranch(app: FastifyInstance, staffId: number, id: number, body: BranchBody): Promise<BranchRow> {
  const v = valuesOf(body);
  return immediate(app.db, (tx) => {
    const before = requireBranch(tx, id);
    refuseDuplicate(tx, v, id);
    // A branch's own account named anew loses the old account's logo; the same account keeps it.
    const sameBank = v.bankName === before.bankName && v.bankAccNo === before.bankAccNo;
    const after = tx
      .update(branches)
      .set({ ...v, bankLogo: sameBank ? before.bankLogo : null })
      .where(eq(branches.id, id))
      .returning()
      .get()!;
    audit(tx, staffId, 'update', 'branch', id, before, after);
    alertIfReceivingChanged(app, tx, staffId, before, after);
    return after;
  });
}

/** The logo shown with the branch's own bank account (it must have one). */
export function setBankLogo(app: FastifyInstance, staffId: number, id: number, logo: ProcessedImage): Promise<BranchRow> {
  return immediate(app.db, (tx) => {
    const before = requireBranch(tx, id);
    if (!ownBankOf(before)) throw badRequest('NO_BANK_ACCOUNT', 'ตั้งบัญชีธนาคารของสาขาก่อน แล้วจึงใส่โลโก้ธนาคาร');
    const after = tx
      .update(branches)
      .set({ bankLogo: app.images.store(tx, logo, 'bank_logo') })
      .where(eq(branches.id, id))
      .returning()
      .get()!;
    audit(tx, staffId, 'update', 'branch', id, before, after);
    return after;
  });
}

/** There is always a branch open to new accounts: a member asking for one would otherwise have nowhere to go. */
function refuseLastOpen(tx: Db, b: BranchRow) {
  if (b.closedAt !== null) return;
  const others = tx
    .select({ id: branches.id })
    .from(branches)
    .where(and(isNull(branches.closedAt), ne(branches.id, b.id)))
    .get();
  if (!others) throw conflict('LAST_OPEN_BRANCH', 'ต้องมีอย่างน้อยหนึ่งสาขาที่เปิดรับรายการใหม่');
}

/**
 * Closed to new accounts: it is no longer offered to members and customers (nor for pickups), and keeps what it
 * holds (its members still pay to it).
 */
export function closeBranch(db: Db, staffId: number, id: number, closed: boolean): Promise<BranchRow> {
  return immediate(db, (tx) => {
    const before = requireBranch(tx, id);
    if ((before.closedAt !== null) === closed) return before;
    if (closed) refuseLastOpen(tx, before);
    const after = tx
      .update(branches)
      .set({ closedAt: closed ? new Date().toISOString() : null })
      .where(eq(branches.id, id))
      .returning()
      .get()!;
    audit(tx, staffId, closed ? 'close_branch' : 'reopen_branch', 'branch', id, before, after);
    return after;
  });
}

/** Only a branch nothing has ever named: one that keeps or kept anything can only be closed. */
export function deleteBranch(db: Db, staffId: number, id: number): Promise<void> {
  return immediate(db, (tx) => {
    const before = requireBranch(tx, id);
    const { holds, deletable } = branchHoldings(tx, id);
    if (holds.savingAccounts + holds.downContracts + holds.pawnContracts > 0)
      throw conflict('BRANCH_IN_USE', 'สาขานี้ยังมีบัญชีหรือสัญญาที่เปิดอยู่ จึงลบไม่ได้ ปิดรับรายการใหม่แทนได้');
    if (!deletable) throw conflict('BRANCH_IN_USE', 'สาขานี้มีประวัติรายการอยู่ จึงลบไม่ได้ ปิดรับรายการใหม่แทนได้');
    refuseLastOpen(tx, before);
    tx.update(users).set({ homeBranchId: null }).where(eq(users.homeBranchId, id)).run();
    tx.delete(closures).where(eq(closures.branchId, id)).run();
    tx.delete(branches).where(eq(branches.id, id)).run();
    audit(tx, staffId, 'delete', 'branch', id, before, null);
  });
}

/** A day the branch is shut, today or later, once per day. */
export function addClosure(db: Db, staffId: number, id: number, body: ClosureBody): Promise<void> {
  const date = requireDate(body.date, 'date');
  if (date < bangkokToday()) throw badRequest('PAST_DATE', 'วันปิดทำการต้องเป็นวันนี้หรือวันข้างหน้า');
  const reason = oneSpace(body.reason);
  if (!reason) throw badRequest('REASON_REQUIRED', 'กรุณาบอกเหตุผลที่ปิด ลูกค้าจะเห็นข้อความนี้');
  return immediate(db, (tx) => {
    requireBranch(tx, id);
    if (
      tx
        .select({ id: closures.id })
        .from(closures)
        .where(and(eq(closures.branchId, id), eq(closures.date, date)))
        .get()
    )
      throw conflict('DUPLICATE_CLOSURE', 'วันนี้ปิดทำการอยู่แล้ว');
    const row = tx.insert(closures).values({ branchId: id, date, reason, createdBy: staffId }).returning().get();
    audit(tx, staffId, 'create', 'branch_closure', row.id, null, row);
  });
}

/** A closure of today or later taken back; one that has passed is history. */
export function removeClosure(db: Db, staffId: number, id: number, closureId: number): Promise<void> {
  return immediate(db, (tx) => {
    const row = tx
      .select()
      .from(closures)
      .where(and(eq(closures.id, closureId), eq(closures.branchId, id)))
      .get();
    if (!row) throw notFound('ไม่พบวันปิดทำการนี้');
    if (row.date < bangkokToday()) throw badRequest('PAST_DATE', 'วันปิดทำการที่ผ่านไปแล้วลบไม่ได้');
    tx.delete(closures).where(eq(closures.id, row.id)).run();
    audit(tx, staffId, 'delete', 'branch_closure', row.id, row, null);
  });
}

/** The member's home branch: an open one, or none. */
export async function setHomeBranch(db: Db, userId: number, branchId: number | null): Promise<number | null> {
  await immediate(db, (tx) => {
    if (branchId !== null) requireOpenBranch(tx, branchId);
    tx.update(users).set({ homeBranchId: branchId }).where(eq(users.id, userId)).run();
  });
  return branchId;
}

export const homeBranchOf = (db: Db, userId: number): number | null =>
  db.select({ id: users.homeBranchId }).from(users).where(eq(users.id, userId)).get()?.id ?? null;
