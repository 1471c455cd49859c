import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { schema, type Db } from '@goldshop/db';
import { audit } from '../../lib/audit';
import { bangkokToday } from '../../lib/dates';
import { immediate } from '../../lib/tx';
import { duePurges } from './close';
import { imagesOfMember, keptByOthers } from './image-owners';

const s = schema;
const PURGED_NAME = 'ลบข้อมูลแล้ว';

/**
 * The purge of one closed account whose date has passed (docs/operations.md "Personal data"): its images'
 * bytes deleted (the row stays, empty and marked purged, so the records that name it stay whole; an empty
 * image is 404), every personal field replaced, and the amounts, dates and statuses kept for the books. An
 * image another member or the shop still keeps (the same bytes, stored once) is left whole. One transaction,
 * audited.
 */
export function purgeMember(tx: Db, userId: number): { images: number } {
  const user = tx.select().from(s.users).where(eq(s.users.id, userId)).get();
  if (!user?.closedAt || user.purgedAt) return { images: 0 };
  const now = new Date().toISOString();
  const mine = imagesOfMember(tx, userId);
  const kept = keptByOthers(tx, mine, userId);
  const images = mine.filter((h) => !kept.has(h));
  if (images.length)
    tx.update(s.images)
      .set({ bytes: Buffer.alloc(0), width: 0, height: 0, purgedAt: now, purgeReason: 'closed_account' })
      .where(and(inArray(s.images.hash, images), isNull(s.images.purgedAt)))
      .run();
  tx.update(s.users)
    .set({ username: null, closedLineHash: null, verifyRejectReason: null, purgedAt: now })
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
  audit(tx, null, 'purge', 'user', userId, null, { images: images.length, keptShared: kept.size });
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
