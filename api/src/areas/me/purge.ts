import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { schema, type Db } from '@goldshop/db';
import { audit } from '../../lib/audit';
import { bangkokToday } from '../../lib/dates';
import { immediate } from '../../lib/tx';
import { duePurges } from './close';

const s = schema;
const PURGED_NAME = 'ลบข้อมูลแล้ว';

/** Every image hash the member's rows point at: ID cards, selfies, slips, proofs. */
function imagesOf(tx: Db, userId: number, customerId: number | null): string[] {
  const hashes = [
    ...tx
      .select({ a: s.verificationRequests.idCardImg, b: s.verificationRequests.personalImg })
      .from(s.verificationRequests)
      .where(eq(s.verificationRequests.userId, userId))
      .all()
      .flatMap((r) => [r.a, r.b]),
    ...tx
      .select({
        a: s.savingTransactions.proof,
        b: s.savingTransactions.payoutProof,
        c: s.savingTransactions.idCardImage,
        d: s.savingTransactions.idCardImageBack,
      })
      .from(s.savingTransactions)
      .where(eq(s.savingTransactions.userId, userId))
      .all()
      .flatMap((r) => [r.a, r.b, r.c, r.d]),
    ...tx
      .select({ a: s.downPayments.proof })
      .from(s.downPayments)
      .where(eq(s.downPayments.userId, userId))
      .all()
      .map((r) => r.a),
    ...tx
      .select({ a: s.downCloseRequests.idCardImage, b: s.downCloseRequests.idCardImageBack })
      .from(s.downCloseRequests)
      .where(eq(s.downCloseRequests.userId, userId))
      .all()
      .flatMap((r) => [r.a, r.b]),
  ];
  if (customerId !== null) {
    const jnIds = tx
      .select({ jnId: s.pawnContracts.jnId })
      .from(s.pawnContracts)
      .where(eq(s.pawnContracts.customerId, customerId))
      .all()
      .map((r) => r.jnId);
    if (jnIds.length)
      hashes.push(
        ...tx
          .select({ a: s.pawnPayments.proof })
          .from(s.pawnPayments)
          .where(inArray(s.pawnPayments.jnId, jnIds))
          .all()
          .map((r) => r.a),
      );
  }
  return [...new Set(hashes.filter((h): h is string => Boolean(h)))];
}

/**
 * The purge of one closed account whose date has passed (docs/operations.md "Personal data"): its images'
 * bytes deleted (the row stays, empty, so the records that name it stay whole; an empty image is 404), every
 * personal field replaced, and the amounts, dates and statuses kept for the books. One transaction, audited.
 */
export function purgeMember(tx: Db, userId: number): { images: number } {
  const user = tx.select().from(s.users).where(eq(s.users.id, userId)).get();
  if (!user?.closedAt || user.purgedAt) return { images: 0 };
  const images = imagesOf(tx, userId, user.customerId);
  if (images.length)
    tx.update(s.images)
      .set({ bytes: Buffer.alloc(0), width: 0, height: 0 })
      .where(inArray(s.images.hash, images))
      .run();
  tx.update(s.users)
    .set({ username: null, closedLineHash: null, verifyRejectReason: null, purgedAt: new Date().toISOString() })
    .where(eq(s.users.id, userId))
    .run();
  if (user.customerId !== null) {
    tx.update(s.customers)
      .set({ card: `purged:${user.customerId}`, name: PURGED_NAME, tel: '', address: '', email: null })
      .where(eq(s.customers.id, user.customerId))
      .run();
  }
  tx.update(s.verificationRequests)
    .set({ nationalId: 'purged', fullName: null, phoneNumber: null, address: null, email: null, reason: null })
    .where(eq(s.verificationRequests.userId, userId))
    .run();
  tx.update(s.savingTransactions)
    .set({ deliveryName: null, deliveryPhone: null, deliveryAddress: null, accountName: null, accountNumber: null, bank: null })
    .where(eq(s.savingTransactions.userId, userId))
    .run();
  tx.update(s.lineNotifications).set({ message: [], lastError: null }).where(eq(s.lineNotifications.userId, userId)).run();
  tx.update(s.memberMessages).set({ text: '' }).where(eq(s.memberMessages.userId, userId)).run();
  audit(tx, null, 'purge', 'user', userId, null, { images: images.length });
  return { images: images.length };
}

/** Purges every closed account whose date is `today` or before; each in its own transaction. */
export async function purgeDue(db: Db, today = bangkokToday()): Promise<{ members: number; images: number }> {
  let members = 0;
  let images = 0;
  for (const id of duePurges(db, today)) {
    const done = await immediate(db, (tx) => purgeMember(tx, id));
    members += 1;
    images += done.images;
  }
  return { members, images };
}

const HOUR = 3600_000;

/**
 * The daily purge: at start and every hour (the date turns at Bangkok's midnight; nothing due is a cheap
 * query), with `config.purgeJob` (off in tests, which call purgeDue themselves). Logs what it did.
 */
export function startPurgeJob(app: FastifyInstance): void {
  if (!app.config.purgeJob) return;
  const run = async () => {
    try {
      const done = await purgeDue(app.db);
      if (done.members) app.log.info(done, 'closed accounts purged');
    } catch (err) {
      app.log.error({ err }, 'purge of closed accounts failed');
    }
  };
  const timer = setInterval(run, HOUR);
  timer.unref();
  app.addHook('onReady', async () => {
    void run();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
