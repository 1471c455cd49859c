import type { FastifyInstance } from 'fastify';
import { and, eq, inArray, lt } from 'drizzle-orm';
import { schema } from '@goldshop/db';
import { LIVE_RESERVATION_STATUSES } from '@goldshop/db/enums';
import { immediate } from '../../lib/tx';
import { release } from './reservations';
import { reservationSettings } from './settings';
import { reservationNews } from './staff';

// A reservation not collected by its slot's end plus the owner's grace is released (docs/decisions.md
// "Reservations"): the piece may be reserved again and the pickup no longer waits.

export const RESERVATION_EXPIRY_INTERVAL_MS = 15 * 60_000;
const HOUR_MS = 3_600_000;
const { reservations, pickups } = schema;

/** Releases every live reservation whose slot ended more than the grace ago (at `at`). */
export async function releaseExpired(app: FastifyInstance, at = new Date()): Promise<{ released: number }> {
  const { graceHours } = reservationSettings(app.db);
  const endedBefore = new Date(at.getTime() - graceHours * HOUR_MS).toISOString();
  const due = app.db
    .select({ id: reservations.id })
    .from(reservations)
    .innerJoin(pickups, eq(pickups.id, reservations.pickupId))
    .where(and(inArray(reservations.status, [...LIVE_RESERVATION_STATUSES]), lt(pickups.endAt, endedBefore)))
    .all();
  let released = 0;
  for (const { id } of due) {
    const done = await immediate(app.db, (tx) => {
      const r = tx.select().from(reservations).where(eq(reservations.id, id)).get();
      if (!r || !(LIVE_RESERVATION_STATUSES as readonly string[]).includes(r.status)) return false;
      const after = release(tx, r, { status: 'expired' });
      const news = reservationNews(tx, after, 'expired');
      app.line.notify(tx, news.userId, news.event);
      return true;
    });
    if (done) released++;
  }
  if (released) app.log.info({ released }, 'reservations released after their grace');
  return { released };
}

/**
 * The release job: at start and every 15 minutes while the server's jobs run (`config.line.jobs`, off in tests,
 * which call releaseExpired with a clock of their own), as the pickup reminders.
 */
export function startReservationExpiry(app: FastifyInstance): void {
  if (!app.config.line.jobs) return;
  const run = async () => {
    try {
      await releaseExpired(app);
    } catch (err) {
      app.log.error({ err }, 'reservation release failed');
    }
  };
  const timer = setInterval(run, RESERVATION_EXPIRY_INTERVAL_MS);
  timer.unref();
  app.addHook('onReady', async () => {
    void run();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
