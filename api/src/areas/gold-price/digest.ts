import { and, eq, gte, like, lt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { schema } from '@goldshop/db';
import { addDays, bangkokDayStartIso, bangkokToday } from '../../lib/dates';
import { messagingConfigured } from '../../lib/line/outbox';
import { immediate } from '../../lib/tx';

// Price alerts in a daily digest (docs/decisions.md "Price alerts in a daily digest"): a member who chose `daily`
// gets each crossing in the app's messages at once, and in LINE one message a day summing them up.

/** The Bangkok hour the day's digest goes out; its day runs from this hour yesterday to this hour today. */
export const DIGEST_HOUR = 19;
export const DIGEST_INTERVAL_MS = 3_600_000;

const { priceAlertDelivery, memberMessages } = schema;

/** The digest's window for `date`: from DIGEST_HOUR the day before to DIGEST_HOUR that day, Bangkok. */
function windowOf(date: string) {
  const hour = DIGEST_HOUR * 3_600_000;
  const end = new Date(Date.parse(bangkokDayStartIso(date)) + hour).toISOString();
  const start = new Date(Date.parse(bangkokDayStartIso(addDays(date, -1))) + hour).toISOString();
  return { start, end };
}

/**
 * Queues today's digest for every daily member with crossings in the window, once DIGEST_HOUR has passed in
 * Bangkok (before it, nothing: the day is not over). Idempotent: the dedupe key 'price-digest:<member>:<date>' makes
 * a second run (every hour, or after a restart) queue nothing, and a run after a down hour still covers the day.
 * The crossings are read from the in-app messages they were written to (no second record).
 */
export async function queuePriceDigests(app: FastifyInstance, at = new Date()): Promise<{ queued: number }> {
  const date = bangkokToday(at);
  if (at.getTime() < Date.parse(windowOf(date).end)) return { queued: 0 };
  const { db } = app;
  const { start, end } = windowOf(date);
  const members = db
    .select({ userId: priceAlertDelivery.userId })
    .from(priceAlertDelivery)
    .where(eq(priceAlertDelivery.delivery, 'daily'))
    .all();
  let queued = 0;
  for (const { userId } of members) {
    const crossings = db
      .select({ text: memberMessages.text })
      .from(memberMessages)
      .where(
        and(
          eq(memberMessages.userId, userId),
          like(memberMessages.dedupeKey, 'price-alert:%'),
          gte(memberMessages.createdAt, start),
          lt(memberMessages.createdAt, end),
        ),
      )
      .orderBy(memberMessages.id)
      .all();
    if (!crossings.length) continue;
    const lines = crossings.map((c) => c.text.replace(/^แจ้งเตือนราคาทอง:\s*/, ''));
    const result = await immediate(db, (tx) => app.line.notify(tx, userId, { kind: 'price-digest', userId, date, lines }));
    if (result === 'queued') queued++;
  }
  if (queued) app.log.info({ queued, date }, 'price alert digests queued');
  return { queued };
}

/**
 * The digest job: at start and every hour (the pawn reminders' rhythm), with `config.line.jobs` (off in tests) and
 * a channel access token; what it queues is pushed at once. Tests call queuePriceDigests themselves.
 */
export function startPriceDigests(app: FastifyInstance): void {
  const line = app.config.line;
  if (!line.jobs || !messagingConfigured(line)) return;
  const run = async () => {
    try {
      await queuePriceDigests(app);
      await app.line.sender.drain();
    } catch (err) {
      app.log.error({ err }, 'price alert digests failed');
    }
  };
  const timer = setInterval(run, DIGEST_INTERVAL_MS);
  timer.unref();
  app.addHook('onReady', async () => {
    void run();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
