import { eq, sql } from 'drizzle-orm';
import { schema, type Db } from '@goldshop/db';
import { branchForMember, requireOpenBranch } from '../../lib/branches';
import { audit } from '../../lib/audit';
import { requireWithinScope } from '../../lib/branch-scope';
import type { Decider } from '../../lib/decide';
import { conflict, notFound } from '../../lib/http-error';
import { immediate } from '../../lib/tx';
import { recheckMember, type MemberAuth } from '../../plugins/auth';
import { ACCOUNT_ASK_AGAIN_FROM } from './lifecycle';

const { savingAccounts: accounts } = schema;

/** The member's type 1 account status and its branch, if they ever asked for one. */
export const accountOf = (db: Db, userId: number) =>
  db
    .select({ status: accounts.status, branchId: accounts.branchId, branch: schema.branches.name })
    .from(accounts)
    .innerJoin(schema.branches, eq(schema.branches.id, accounts.branchId))
    .where(eq(accounts.userId, userId))
    .get();

/**
 * The member asks to open savings type 1, kept at the branch they chose (else their home branch, else the
 * first open one: lib/branches.ts). One account row per member: a refused member's row goes back to pending,
 * at the branch asked for now, and staff decide afresh; any other existing request is a 409.
 */
export async function askForAccount(db: Db, member: MemberAuth, chosenBranch: number | undefined): Promise<void> {
  const changed = await immediate(db, (tx) => {
    recheckMember(tx, member);
    const branchId = branchForMember(tx, member.id, chosenBranch);
    return tx
      .insert(accounts)
      .values({ userId: member.id, branchId })
      .onConflictDoUpdate({
        target: accounts.userId,
        set: { status: 'pending', branchId, decidedBy: null, decidedAt: null, createdAt: sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))` },
        setWhere: eq(accounts.status, ACCOUNT_ASK_AGAIN_FROM),
      })
      .run().changes;
  });
  if (changed === 0) throw conflict('ALREADY_REQUESTED', 'คุณได้ยื่นคำขอเปิดบัญชีออมทองไว้แล้ว');
}

/**
 * Staff move an account to another branch (one open to new accounts), saying why: from then on its member pays
 * to that branch's receiver. Audited with the reason.
 */
export async function moveAccount(db: Db, by: Decider, id: number, branchId: number, reason: string): Promise<string> {
  return immediate(db, (tx) => {
    const before = tx.select().from(accounts).where(eq(accounts.id, id)).get();
    if (!before) throw notFound('ไม่พบบัญชีออมทองนี้');
    // Staff give an account of theirs to the branch that now serves the member; they cannot take one in.
    requireWithinScope(by.branchIds, before.branchId);
    const to = requireOpenBranch(tx, branchId);
    if (before.branchId === to.id) throw conflict('SAME_BRANCH', `บัญชีนี้อยู่ที่สาขา${to.name}อยู่แล้ว`);
    const after = tx.update(accounts).set({ branchId: to.id }).where(eq(accounts.id, id)).returning().get()!;
    audit(tx, by.id, 'move_branch', 'saving_account', id, before, { ...after, reason: reason.trim() });
    return `ย้ายบัญชีไปสาขา${to.name}แล้ว`;
  });
}
