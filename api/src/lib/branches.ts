import { asc, eq, isNull } from 'drizzle-orm';
import { schema, type Db } from '@goldshop/db';
import { badRequest, conflict } from './http-error';
import { receiverOf, type Receiver } from './promptpay';
import { bareBranchName } from '../../contract/branch-line';

// The branches every area reads (docs/decisions.md "Branches are rows"): which one a new account goes to,
// which names and codes mean one, and where a member pays for what a branch keeps. The owner's edits are the
// branches area's (api/src/areas/branches).

const { branches } = schema;
export type BranchRow = typeof branches.$inferSelect;

/** Names by id, read once for a page of rows: `nameOf(row.branchId)`. */
export function branchNames(db: Db): (id: number | null) => string | null {
  const names = new Map(
    db
      .select({ id: branches.id, name: branches.name })
      .from(branches)
      .all()
      .map((b) => [b.id, b.name]),
  );
  return (id) => (id === null ? null : (names.get(id) ?? null));
}

/** Written once, in the contract, where the console's branch form uses it too. */
export { bareBranchName };

export const branchById = (db: Db, id: number): BranchRow | undefined => db.select().from(branches).where(eq(branches.id, id)).get();

export const BAD_BRANCH = 'ไม่พบสาขานี้ หรือสาขานี้ไม่รับรายการใหม่แล้ว';

/** A branch something new may be kept at or collected from: one that exists and is open to new accounts (else 400). */
export function requireOpenBranch(db: Db, id: number): BranchRow {
  const b = branchById(db, id);
  if (!b || b.closedAt !== null) throw badRequest('BAD_BRANCH', BAD_BRANCH);
  return b;
}

/** Where a customer may collect something: a branch open to new business that takes pickups (else 400). */
export function requirePickupBranch(db: Db, id: number): BranchRow {
  const b = requireOpenBranch(db, id);
  if (!b.takesPickups) throw badRequest('NO_PICKUPS', `สาขา${b.name}ไม่มีบริการรับสินค้า กรุณาเลือกสาขาอื่น`);
  return b;
}

/** A pickup branch as a form names it (its name, or code): one that takes pickups (else 400 naming it). */
export function pickupBranchNamed(db: Db, text: string): number {
  const b = branchFinder(db)(text);
  if (!b) throw badRequest('BAD_BRANCH', `ไม่พบสาขา${bareBranchName(text).slice(0, 60)} กรุณาเลือกสาขาจากรายการ`);
  return requirePickupBranch(db, b.id).id;
}

/** The open branches in the shop's order (as they were added). */
export const openBranches = (db: Db): BranchRow[] =>
  db.select().from(branches).where(isNull(branches.closedAt)).orderBy(asc(branches.id)).all();

/** The first open branch: where something new goes when nothing names a branch (docs/decisions.md "Branches are rows"). */
export function firstOpenBranchId(db: Db): number {
  const first = db.select({ id: branches.id }).from(branches).where(isNull(branches.closedAt)).orderBy(asc(branches.id)).limit(1).get();
  if (!first) throw conflict('NO_OPEN_BRANCH', 'ร้านยังไม่มีสาขาที่เปิดรับรายการ กรุณาติดต่อร้าน');
  return first.id;
}

/**
 * The branch a member's new account or contract goes to: the one they chose (it must be open), else their home
 * branch while it is open, else the first open branch.
 */
export function branchForMember(db: Db, userId: number, chosen: number | undefined): number {
  if (chosen !== undefined) return requireOpenBranch(db, chosen).id;
  const home = db
    .select({ id: branches.id, closedAt: branches.closedAt })
    .from(schema.users)
    .innerJoin(branches, eq(branches.id, schema.users.homeBranchId))
    .where(eq(schema.users.id, userId))
    .get();
  return home && home.closedAt === null ? home.id : firstOpenBranchId(db);
}

/**
 * Finds branches by what a form or the point-of-sale writes: the name (with or without สาขา) or the code
 * (any case). Built once for a whole file.
 */
export function branchFinder(db: Db): (text: string) => BranchRow | undefined {
  const all = db.select().from(branches).all();
  const byName = new Map(all.map((b) => [b.name, b]));
  const byCode = new Map(all.map((b) => [b.code.toUpperCase(), b]));
  return (text) => byName.get(bareBranchName(text)) ?? byCode.get(text.trim().toUpperCase());
}

/** A branch's own bank account, or null: members transfer to the shop's. */
export interface BranchBank {
  bank: string;
  accName: string;
  accNo: string;
  /** The stored logo's hash. */
  logo: string | null;
}
export const ownPromptpayOf = (b: BranchRow): Receiver | undefined =>
  b.promptpayType && b.promptpayId && b.promptpayName ? { type: b.promptpayType, id: b.promptpayId, name: b.promptpayName } : undefined;
export const ownBankOf = (b: BranchRow): BranchBank | null =>
  b.bankName && b.bankAccName && b.bankAccNo ? { bank: b.bankName, accName: b.bankAccName, accNo: b.bankAccNo, logo: b.bankLogo } : null;

/** Where a member pays for what `branch` keeps: its own receiver and account, each falling back to the shop's. */
export interface Receiving {
  branch: { id: number; name: string };
  /** The branch's receiver, or the shop's; undefined when neither is set (no QR offered). */
  promptpay: Receiver | undefined;
  /** The branch's own bank account; null: the shop's (contentCalls.accountDetails). */
  bankAccount: BranchBank | null;
}
export function receivingOf(db: Db, branch: BranchRow): Receiving {
  return {
    branch: { id: branch.id, name: branch.name },
    promptpay: ownPromptpayOf(branch) ?? receiverOf(db),
    bankAccount: ownBankOf(branch),
  };
}

/** Every branch's own PromptPay receivers and bank account numbers: transfers the shop may rightly receive. */
export function branchAccounts(db: Db): { promptpay: Receiver[]; accNos: string[] } {
  const rows = db.select().from(branches).all();
  return {
    promptpay: rows.map(ownPromptpayOf).filter((r): r is Receiver => r !== undefined),
    accNos: rows.map((b) => b.bankAccNo).filter((n): n is string => n !== null),
  };
}
