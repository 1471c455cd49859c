import { asc, eq, sql } from 'drizzle-orm';
import { schema, type Db } from '@goldshop/db';
import type { StaffRole } from '@goldshop/db/schema';
import { audit } from '../../lib/audit';
import { badRequest, conflict, notFound } from '../../lib/http-error';
import { verifyPassword } from '../../lib/password';
import { immediate } from '../../lib/tx';

const { staff, staffBranches, branches } = schema;
type StaffRow = typeof staff.$inferSelect;

// Staff accounts. A reset, a disable or a password change bumps session_version, so sessions signed
// before it stop working at once.

/** The branches a staff member works at, in id order (none for the owner, who works at every one). */
const branchIdsOf = (db: Db, staffId: number): number[] =>
  db
    .select({ id: staffBranches.branchId })
    .from(staffBranches)
    .where(eq(staffBranches.staffId, staffId))
    .orderBy(asc(staffBranches.branchId))
    .all()
    .map((b) => b.id);

export const toStaff = (db: Db, s: StaffRow) => ({
  id: s.id,
  username: s.username,
  displayName: s.displayName,
  role: s.role,
  disabled: s.disabled === 1,
  branchIds: branchIdsOf(db, s.id),
  createdAt: s.createdAt,
});

/** Writes where a staff member works, after checking every branch exists (400 naming the unknown one). */
function writeBranches(tx: Db, staffId: number, branchIds: readonly number[]): void {
  const known = new Set(
    tx
      .select({ id: branches.id })
      .from(branches)
      .all()
      .map((b) => b.id),
  );
  const unknown = branchIds.find((id) => !known.has(id));
  if (unknown !== undefined) throw badRequest('UNKNOWN_BRANCH', `ไม่พบสาขารหัส ${unknown}`);
  tx.delete(staffBranches).where(eq(staffBranches.staffId, staffId)).run();
  for (const branchId of branchIds) tx.insert(staffBranches).values({ staffId, branchId }).run();
}

/**
 * Sets the branches a staff member works at (docs/access.md "Branches"); it holds from their next request.
 * The owner works at every branch by role, so an owner account has none to set.
 */
export function setBranches(db: Db, byId: number, id: number, branchIds: readonly number[]) {
  return immediate(db, (tx) => {
    const before = load(tx, id);
    if (before.role === 'owner') throw conflict('OWNER_EVERY_BRANCH', 'เจ้าของร้านดูแลทุกสาขาอยู่แล้ว ไม่ต้องกำหนดสาขา');
    const was = branchIdsOf(tx, id);
    const now = [...branchIds].sort((a, b) => a - b);
    if (was.join() === now.join()) return toStaff(tx, before);
    writeBranches(tx, id, now);
    audit(tx, byId, 'update', 'staff', id, { branchIds: was }, { branchIds: now });
    return toStaff(tx, before);
  });
}

function load(db: Db, id: number): StaffRow {
  const row = db.select().from(staff).where(eq(staff.id, id)).get();
  if (!row) throw notFound('ไม่พบบัญชีพนักงาน');
  return row;
}

export const listStaff = (db: Db) =>
  db
    .select()
    .from(staff)
    .orderBy(asc(staff.id))
    .all()
    .map((s) => toStaff(db, s));

/** A display name as typed: spaces trimmed and runs of them made one; empty is none (the username stands in). */
export const cleanDisplayName = (name: string | undefined): string | null => name?.trim().replace(/\s+/g, ' ') || null;

export function createStaff(
  db: Db,
  byId: number,
  account: { username: string; passwordHash: string; role: StaffRole; displayName: string | null },
  branchIds: readonly number[] = [],
) {
  return immediate(db, (tx) => {
    // Sign-in matches usernames without regard to case, so "Nok" and "nok" would be one person.
    const taken = tx.select({ id: staff.id }).from(staff).where(sql`${staff.username} = ${account.username} collate nocase`).get();
    if (taken) throw conflict('USERNAME_TAKEN', 'ชื่อผู้ใช้นี้มีอยู่แล้ว');
    const created = tx.insert(staff).values(account).returning().get();
    if (account.role === 'staff') writeBranches(tx, created.id, branchIds);
    audit(tx, byId, 'create', 'staff', created.id, null, created);
    return toStaff(tx, created);
  });
}

/** Disables or enables another account (never one's own: the shop would lose its way in). */
export function setDisabled(db: Db, byId: number, id: number, disabled: 0 | 1) {
  return immediate(db, (tx) => {
    const before = load(tx, id);
    if (before.id === byId) throw conflict('SELF', 'ไม่สามารถระงับบัญชีของตนเองได้');
    if (before.disabled === disabled) throw conflict('NO_CHANGE', disabled ? 'บัญชีนี้ถูกระงับอยู่แล้ว' : 'บัญชีนี้ใช้งานได้อยู่แล้ว');
    const after = tx
      .update(staff)
      .set({ disabled, sessionVersion: before.sessionVersion + 1 })
      .where(eq(staff.id, before.id))
      .returning()
      .get();
    audit(tx, byId, disabled ? 'disable' : 'enable', 'staff', before.id, before, after);
    return toStaff(tx, after);
  });
}

/** Sets the name members read for a staff member (the owner's choice); the same name again changes nothing. */
export function setDisplayName(db: Db, byId: number, id: number, displayName: string | null) {
  return immediate(db, (tx) => {
    const before = load(tx, id);
    if (before.displayName === displayName) return toStaff(tx, before);
    const after = tx.update(staff).set({ displayName }).where(eq(staff.id, before.id)).returning().get();
    audit(tx, byId, 'update', 'staff', before.id, { displayName: before.displayName }, { displayName });
    return toStaff(tx, after);
  });
}

export async function resetPassword(db: Db, byId: number, id: number, passwordHash: string): Promise<void> {
  await immediate(db, (tx) => {
    const before = load(tx, id);
    const after = tx
      .update(staff)
      .set({ passwordHash, sessionVersion: before.sessionVersion + 1 })
      .where(eq(staff.id, before.id))
      .returning()
      .get();
    audit(tx, byId, 'reset_password', 'staff', before.id, before, after);
  });
}

/** Checks the old password; the account as it was, for `changeOwnPassword` once the new one is hashed. */
export async function checkOwnPassword(db: Db, id: number, oldPassword: string, newPassword: string): Promise<StaffRow> {
  const me = load(db, id);
  if (!(await verifyPassword(oldPassword, me.passwordHash))) throw badRequest('WRONG_PASSWORD', 'รหัสผ่านเดิมไม่ถูกต้อง');
  if (oldPassword === newPassword) throw badRequest('SAME_PASSWORD', 'รหัสผ่านใหม่ต้องไม่ซ้ำกับรหัสผ่านเดิม');
  return me;
}

/** Changing one's own password ends every other session of the account; the caller hands this one a new cookie. */
export function changeOwnPassword(db: Db, me: StaffRow, passwordHash: string): Promise<StaffRow> {
  return immediate(db, (tx) => {
    const before = load(tx, me.id);
    // Someone (the owner) reset it while we were hashing: the old password no longer holds.
    if (before.passwordHash !== me.passwordHash) throw conflict('CHANGED', 'รหัสผ่านถูกเปลี่ยนไปแล้ว กรุณาเข้าสู่ระบบใหม่');
    const row = tx
      .update(staff)
      .set({ passwordHash, sessionVersion: before.sessionVersion + 1 })
      .where(eq(staff.id, before.id))
      .returning()
      .get();
    audit(tx, me.id, 'change_password', 'staff', me.id, before, row);
    return row;
  });
}
