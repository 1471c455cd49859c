import { eq, sql } from 'drizzle-orm';
import { schema, type Db } from '@goldshop/db';
import { conflict } from '../../lib/http-error';
import { immediate } from '../../lib/tx';
import { recheckMember, type MemberAuth } from '../../plugins/auth';
import { ACCOUNT_ASK_AGAIN_FROM } from './lifecycle';

const { savingAccounts: accounts } = schema;

/** The member's type 1 account status, if they ever asked for one. */
export const accountStatusOf = (db: Db, userId: number) =>
  db.select({ status: accounts.status }).from(accounts).where(eq(accounts.userId, userId)).get()?.status;

/**
 * The member asks to open savings type 1. One account row per member: a refused member's row goes back to
 * pending and staff decide afresh; any other existing request is a 409.
 */
export async function askForAccount(db: Db, member: MemberAuth): Promise<void> {
  const changed = await immediate(db, (tx) => {
    recheckMember(tx, member);
    return tx
      .insert(accounts)
      .values({ userId: member.id })
      .onConflictDoUpdate({
        target: accounts.userId,
        set: { status: 'pending', decidedBy: null, decidedAt: null, createdAt: sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))` },
        setWhere: eq(accounts.status, ACCOUNT_ASK_AGAIN_FROM),
      })
      .run().changes;
  });
  if (changed === 0) throw conflict('ALREADY_REQUESTED', 'คุณได้ยื่นคำขอเปิดบัญชีออมทองไว้แล้ว');
}
