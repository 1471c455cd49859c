import { eq, sql, type Column } from 'drizzle-orm';
import { schema, type Db } from '@goldshop/db';
import { badRequest, conflict } from '../../lib/http-error';
import { immediate } from '../../lib/tx';

const { users, staff } = schema;

export const USERNAME_TAKEN = 'ชื่อผู้ใช้นี้ถูกใช้งานแล้ว กรุณาเลือกชื่ออื่น';

// Usernames are matched regardless of case (phones capitalise the first letter); an exact match wins.
const sameName = (column: Column, username: string) => sql`${column} = ${username} collate nocase`;
const exactFirst = (column: Column, username: string) => sql`${column} = ${username} desc`;

/** The member a username signs in as, with the hash to check (null for a LINE-only member). */
export const memberByUsername = (db: Db, username: string) =>
  db
    .select({ id: users.id, passwordHash: users.passwordHash })
    .from(users)
    .where(sameName(users.username, username))
    .orderBy(exactFirst(users.username, username))
    .limit(1)
    .get();

/** The staff account a username signs in as. */
export const staffByUsername = (db: Db, username: string) =>
  db.select().from(staff).where(sameName(staff.username, username)).orderBy(exactFirst(staff.username, username)).limit(1).get();

const memberNameTaken = (db: Db, username: string) => memberByUsername(db, username) !== undefined;

/** Refused early, before the password is hashed, when the name is plainly taken. */
export function assertMemberNameFree(db: Db, username: string): void {
  if (memberNameTaken(db, username)) throw conflict('USERNAME_TAKEN', USERNAME_TAKEN);
}

/** A new, unverified member with a password. */
export async function createPasswordMember(db: Db, username: string, passwordHash: string): Promise<void> {
  await immediate(db, (tx) => {
    // Checked again under the write lock: two sign ups with one name cannot both pass.
    assertMemberNameFree(tx, username);
    tx.insert(users).values({ username, passwordHash, verificationStatus: 0 }).run();
  });
}

/**
 * Ends the staff member's sessions on the server too: a copy of the token (another tab, a shared branch
 * PC's saved cookie) stops working at once instead of living until it expires. This signs the member of
 * staff out on every device (docs/decisions.md).
 */
export const endStaffSessions = (db: Db, staffId: number) =>
  immediate(db, (tx) =>
    tx
      .update(staff)
      .set({ sessionVersion: sql`${staff.sessionVersion} + 1` })
      .where(eq(staff.id, staffId))
      .run(),
  );

/**
 * Ends every session of a member (sign-out, as staff sign-out does): tokens carry the session version
 * they were signed with, and one signed before this bump is refused from now on.
 */
export const endMemberSessions = (db: Db, memberId: number) =>
  immediate(db, (tx) =>
    tx
      .update(users)
      .set({ sessionVersion: sql`${users.sessionVersion} + 1` })
      .where(eq(users.id, memberId))
      .run(),
  );

/** The member's current password hash (null: a LINE-only member has none). */
export const memberPasswordHash = (db: Db, memberId: number) =>
  db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, memberId)).get()?.passwordHash ?? null;

export const NO_PASSWORD = () => badRequest('NO_PASSWORD', 'บัญชีนี้เข้าสู่ระบบด้วย LINE จึงไม่มีรหัสผ่านให้เปลี่ยน');

/**
 * Sets a new password and ends every other session (the session version moves on); `checkedHash` is the
 * hash the old password was checked against, so a change made meanwhile is not overwritten.
 */
export async function changeMemberPassword(db: Db, memberId: number, checkedHash: string, passwordHash: string): Promise<void> {
  await immediate(db, (tx) => {
    const now = memberPasswordHash(tx, memberId);
    if (now !== checkedHash) throw conflict('CHANGED', 'รหัสผ่านถูกเปลี่ยนไปแล้ว กรุณาเข้าสู่ระบบใหม่');
    tx.update(users)
      .set({ passwordHash, sessionVersion: sql`${users.sessionVersion} + 1` })
      .where(eq(users.id, memberId))
      .run();
  });
}
