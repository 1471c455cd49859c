import { and, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import { schema, type Db } from '@goldshop/db';
import { audit } from '../../lib/audit';
import { bangkokToday } from '../../lib/dates';
import { conflict } from '../../lib/http-error';
import { immediate } from '../../lib/tx';
import { recheckMember, type MemberAuth } from '../../plugins/auth';
import { balanceOf } from '../saving/ledger';
import { isOpenStatus } from '../pawn/contracts';
import { lineHash } from '../accounts/line-identity';
import { openFulfilment } from '../saving/lifecycle';

const {
  users,
  savingTransactions,
  downRequests,
  downPayments,
  downCloseRequests,
  pawnContracts,
  memberConsents,
  lineNotifications,
  priceAlerts,
} = schema;

/**
 * What the law makes the shop keep after a member leaves (anti-money-laundering identification and
 * transactions; accounting records): 5 years from the end of the relationship (docs/operations.md
 * "Personal data").
 */
export const KEEP_YEARS = 5;

/** The Bangkok date from which a closed account's kept data may be purged. */
export function purgeDateFrom(today: string): string {
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  // 29 February five years on is 1 March (there is none): never earlier than the law's 5 years.
  const date = new Date(Date.UTC(y + KEEP_YEARS, m - 1, d));
  return date.toISOString().slice(0, 10);
}

/** Why the account cannot close now: money owed either way, or a request or contract still open. Thai, one line each. */
export function closeBlockers(db: Db, userId: number, customerId: number | null): string[] {
  const out: string[] = [];
  const balance = balanceOf(db, userId);
  if (balance !== 0) out.push('ยังมียอดเงินออมทองประเภทที่ 1 คงเหลือ กรุณาถอนให้หมดก่อน');
  const pendingTx = db
    .select({ id: savingTransactions.id })
    .from(savingTransactions)
    .where(and(eq(savingTransactions.userId, userId), eq(savingTransactions.status, 'pending')))
    .get();
  if (pendingTx) out.push('มีรายการฝากหรือถอนออมทองที่รอร้านตรวจสอบ');
  // An approved withdrawal not yet delivered or paid out: the shop still owes the goods or the money, and
  // staff need the member's address or bank account to hand it over.
  const owedOut = db
    .select({ id: savingTransactions.id })
    .from(savingTransactions)
    .where(and(eq(savingTransactions.userId, userId), openFulfilment))
    .get();
  if (owedOut) out.push('มีรายการถอนที่ร้านยังส่งมอบทองหรือโอนเงินให้ไม่เสร็จ');
  const openDown = db
    .select({ id: downRequests.id })
    .from(downRequests)
    .where(and(eq(downRequests.userId, userId), inArray(downRequests.status, ['pending', 'approved', 'closing'])))
    .get();
  if (openDown) out.push('มีคำขอหรือสัญญาออมทองประเภทที่ 2 ที่ยังไม่ปิด');
  const pendingDown =
    db
      .select({ id: downPayments.id })
      .from(downPayments)
      .where(and(eq(downPayments.userId, userId), eq(downPayments.status, 'pending')))
      .get() ??
    db
      .select({ id: downCloseRequests.id })
      .from(downCloseRequests)
      .where(and(eq(downCloseRequests.userId, userId), eq(downCloseRequests.status, 'pending')))
      .get();
  if (pendingDown && !openDown) out.push('มีรายการออมทองประเภทที่ 2 ที่รอร้านตรวจสอบ');
  if (customerId !== null) {
    const open = db
      .select({ jnStatus: pawnContracts.jnStatus })
      .from(pawnContracts)
      .where(eq(pawnContracts.customerId, customerId))
      .all()
      .some((c) => isOpenStatus(c.jnStatus));
    if (open) out.push('มีสัญญาขายฝากที่ยังไม่ไถ่ถอนหรือสิ้นสุด');
  }
  return out;
}

/**
 * Closes the member's account, re-authenticated by the caller, in one transaction: refused (409 MONEY_OWED,
 * nothing written) while closeBlockers names anything. Then no sign-in of any kind (the password hash and the
 * LINE link deleted, the LINE id kept only as a hash), every session ended, the optional data deleted
 * (consents, messages not yet sent, the LINE display name); the verification record, ledger and contracts
 * stay, restricted, until the purge date 5 years on.
 */
export async function closeAccount(db: Db, member: MemberAuth, today = bangkokToday()): Promise<string> {
  return immediate(db, (tx) => {
    recheckMember(tx, member);
    const before = tx.select().from(users).where(eq(users.id, member.id)).get()!;
    if (before.closedAt) throw conflict('ALREADY_CLOSED', 'บัญชีนี้ปิดแล้ว');
    const blockers = closeBlockers(tx, member.id, before.customerId);
    if (blockers.length) throw conflict('MONEY_OWED', `ยังปิดบัญชีไม่ได้: ${blockers.join(' ')}`);
    const purgeAfter = purgeDateFrom(today);
    tx.update(users)
      .set({
        closedAt: new Date().toISOString(),
        purgeAfter,
        closedLineHash: before.lineUserId ? lineHash(before.lineUserId) : null,
        lineUserId: null,
        lineName: null,
        passwordHash: null,
        sessionVersion: sql`${users.sessionVersion} + 1`,
      })
      .where(eq(users.id, member.id))
      .run();
    tx.delete(memberConsents).where(eq(memberConsents.userId, member.id)).run();
    // Price alerts are optional data: nothing the law asks the shop to keep.
    tx.delete(priceAlerts).where(eq(priceAlerts.userId, member.id)).run();
    tx.delete(lineNotifications)
      .where(and(eq(lineNotifications.userId, member.id), ne(lineNotifications.status, 'sent')))
      .run();
    // Sent messages stay as the record of what the shop told the member; to whom on LINE does not.
    tx.update(lineNotifications).set({ lineUserId: '' }).where(eq(lineNotifications.userId, member.id)).run();
    audit(tx, null, 'close_account', 'user', member.id, { closedAt: null }, { purgeAfter });
    return purgeAfter;
  });
}

/** Members whose account is closed (and not yet purged) and whose kept data has passed its date. */
export const duePurges = (db: Db, today: string) =>
  db
    .select({ id: users.id })
    .from(users)
    .where(and(sql`${users.purgeAfter} <= ${today}`, isNull(users.purgedAt)))
    .all()
    .map((r) => r.id);
