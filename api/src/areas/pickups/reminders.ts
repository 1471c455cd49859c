import type { FastifyInstance } from 'fastify';
import { and, eq, gte, isNull, lt } from 'drizzle-orm';
import { schema } from '@goldshop/db';
import { addDays, bangkokToday, nowIso } from '../../lib/dates';
import { immediate } from '../../lib/tx';
import { bangkokMoment } from '../branches/hours';
import { pickupNews } from './what';

// The day-before reminder of a booked pickup (docs/product.md "Pickups"): on the Bangkok day before it, a LINE
// message through the outbox, and the in-app message for every member (those without LINE get only that).
// Sent once: reminderSentAt is set in the same transaction; moving a pickup clears it.

export const PICKUP_REMINDER_INTERVAL_MS = 3_600_000;
const { pickups } = schema;

/** Queues the reminder of every booked pickup of tomorrow (Bangkok) not yet reminded. */
export async function queuePickupReminders(app: FastifyInstance, at = new Date()): Promise<{ queued: number }> {
  const tomorrow = addDays(bangkokToday(at), 1);
  const due = app.db
    .select({ id: pickups.id })
    .from(pickups)
    .where(
      and(
        eq(pickups.status, 'booked'),
        isNull(pickups.reminderSentAt),
        gte(pickups.startAt, bangkokMoment(tomorrow, '00:00').toISOString()),
        lt(pickups.startAt, bangkokMoment(addDays(tomorrow, 1), '00:00').toISOString()),
      ),
    )
    .all();
  let queued = 0;
  for (const { id } of due) {
    const sent = await immediate(app.db, (tx) => {
      const p = tx.select().from(pickups).where(eq(pickups.id, id)).get();
      if (p?.status !== 'booked' || p.reminderSentAt !== null) return false;
      app.line.notify(tx, p.userId, { kind: 'pickup-reminder', ...pickupNews(tx, p) });
      tx.update(pickups).set({ reminderSentAt: nowIso() }).where(eq(pickups.id, p.id)).run();
      return true;
    });
    if (sent) queued++;
  }
  if (queued) app.log.info({ queued, tomorrow }, 'pickup reminders queued');
  return { queued };
}

/**
 * The reminder job: at start and every hour while the server's jobs run (`config.line.jobs`, off in tests, which
 * call queuePickupReminders with a clock of their own). Unlike the pawn reminders it runs without a LINE channel:
 * the in-app message reaches every member.
 */
export function startPickupReminders(app: FastifyInstance): void {
  if (!app.config.line.jobs) return;
  const remind = async () => {
    try {
      await queuePickupReminders(app);
      await app.line.sender.drain();
    } catch (err) {
      app.log.error({ err }, 'pickup reminders failed');
    }
  };
  const timer = setInterval(remind, PICKUP_REMINDER_INTERVAL_MS);
  timer.unref();
  app.addHook('onReady', async () => {
    void remind();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
