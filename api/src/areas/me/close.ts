import { and, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import { schema, type Db } from '@goldshop/db';
import { CLOSE_BLOCKER_TEXT, type AccountClosing, type CloseBlocker } from '../../../contract/me';
import { audit } from '../../lib/audit';
import { bangkokToday } from '../../lib/dates';
import { conflict } from '../../lib/http-error';
import { immediate } from '../../lib/tx';
import { recheckMember, type MemberAuth } from '../../plugins/auth';
import { balanceOf } from '../saving/ledger';
import { unitsOf } from '../gold-account/ledger';
import { isOpenStatus } from '../pawn/contracts';
import { lineHash } from '../accounts/line-identity';
import { openFulfilment } from '../saving/lifecycle';
import { release } from '../reservations/reservations';
import { LIVE_RESERVATION_STATUSES } from '@goldshop/db/enums';

const {
  users,
  goldTransactions,
  savingTransactions,
  downRequests,
  downPayments,
  downCloseRequests,
  pawnContracts,
  memberConsents,
  lineNotifications,
  lineServiceTokens,
  priceAlerts,
  priceAlertDelivery,
  verificationRequests,
  pickups,
  reservations,
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

/** Why the account cannot close now: money owed either way, or a request or contract still open. */
export function closeBlockers(db: Db, userId: number, customerId: number | null): CloseBlocker[] {
  const out: CloseBlocker[] = [];
  const balance = balanceOf(db, userId);
  if (balance !== 0) out.push('saving_balance');
  const pendingTx = db
    .select({ id: savingTransactions.id })
    .from(savingTransactions)
    .where(and(eq(savingTransactions.userId, userId), eq(savingTransactions.status, 'pending')))
    .get();
  if (pendingTx) out.push('saving_pending');
  // An approved withdrawal not yet delivered or paid out: the shop still owes the goods or the money, and
  // staff need the member's address or bank account to hand it over.
  const owedOut = db
    .select({ id: savingTransactions.id })
    .from(savingTransactions)
    .where(and(eq(savingTransactions.userId, userId), openFulfilment))
    .get();
  if (owedOut) out.push('withdrawal_owed');
  const openDown = db
    .select({ id: downRequests.id })
    .from(downRequests)
    .where(and(eq(downRequests.userId, userId), inArray(downRequests.status, ['pending', 'approved', 'closing'])))
    .get();
  if (openDown) out.push('down_open');
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
  if (pendingDown && !openDown) out.push('down_pending');
  // Grams the shop keeps for the member are owed to them like baht (docs/product.md "Rules: the gold account").
  if (unitsOf(db, userId) !== 0) out.push('gold_balance');
  const pendingGold = db
    .select({ id: goldTransactions.id })
    .from(goldTransactions)
    .where(and(eq(goldTransactions.userId, userId), eq(goldTransactions.status, 'pending')))
    .get();
  if (pendingGold) out.push('gold_pending');
  if (customerId !== null) {
    const open = db
      .select({ jnStatus: pawnContracts.jnStatus })
      .from(pawnContracts)
      .where(eq(pawnContracts.customerId, customerId))
      .all()
      .some((c) => isOpenStatus(c.jnStatus));
    if (open) out.push('pawn_open');
  }
  return out;
}

/**
 * What closing would keep until the purge date, as the member is told it (docs/operations.md "Personal data"):
 * the identity evidence when a verification was ever sent or the member is a known customer, the money records
 * when there are any. The purge empties exactly these (purge.ts), with the username and the messages.
 */
export function closeKeeps(db: Db, userId: number, customerId: number | null): AccountClosing['keeps'] {
  const one = (row: object | undefined) => row !== undefined;
  const identity =
    customerId !== null ||
    one(db.select({ id: verificationRequests.id }).from(verificationRequests).where(eq(verificationRequests.userId, userId)).get());
  const records =
    one(db.select({ id: savingTransactions.id }).from(savingTransactions).where(eq(savingTransactions.userId, userId)).get()) ||
    one(db.select({ id: downRequests.id }).from(downRequests).where(eq(downRequests.userId, userId)).get()) ||
    (customerId !== null &&
      one(db.select({ jnId: pawnContracts.jnId }).from(pawnContracts).where(eq(pawnContracts.customerId, customerId)).get()));
  return { identity, records };
}

/** Where closing stands for /account: what blocks it, and what it would keep. */
export const closingOf = (db: Db, userId: number, customerId: number | null): AccountClosing => ({
  blockers: closeBlockers(db, userId, customerId),
  keeps: closeKeeps(db, userId, customerId),
});

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
    if (blockers.length) throw conflict('MONEY_OWED', `ยังปิดบัญชีไม่ได้: ${blockers.map((b) => CLOSE_BLOCKER_TEXT[b]).join(' ')}`);
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
    // A piece reserved is released for other customers, its booking with it (areas/reservations).
    for (const r of tx
      .select()
      .from(reservations)
      .where(and(eq(reservations.userId, member.id), inArray(reservations.status, [...LIVE_RESERVATION_STATUSES])))
      .all())
      release(tx, r, { status: 'cancelled', reason: 'ปิดบัญชีสมาชิก' });
    // Nothing is left to collect once closing is allowed; a booking still open is cancelled, not kept as a visit.
    tx.update(pickups)
      .set({ status: 'cancelled' })
      .where(and(eq(pickups.userId, member.id), eq(pickups.status, 'booked')))
      .run();
    // Price alerts are optional data: nothing the law asks the shop to keep.
    tx.delete(priceAlerts).where(eq(priceAlerts.userId, member.id)).run();
    tx.delete(priceAlertDelivery).where(eq(priceAlertDelivery.userId, member.id)).run();
    tx.delete(lineNotifications)
      .where(and(eq(lineNotifications.userId, member.id), ne(lineNotifications.status, 'sent')))
      .run();
    // A closed account is sent nothing more: its service notification tokens go (docs/decisions.md "Service messages after a payment").
    tx.delete(lineServiceTokens).where(eq(lineServiceTokens.userId, member.id)).run();
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
