import { and, eq, gt, isNotNull, lte } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { schema, type Db } from '@goldshop/db';
import type { Config } from '../../config';
import { addDays, bangkokToday } from '../../lib/dates';
import { enqueueLine, messagingConfigured } from '../../lib/line/outbox';
import { immediate } from '../../lib/tx';
import { contractStanding } from './contract-standing';
import { isOpen } from './contracts';
import { pawnSettings } from './settings';

export const REMINDER_DAYS_BEFORE = 3;
export const REMINDER_INTERVAL_MS = 3_600_000;

const { pawnContracts: contracts, users } = schema;

/**
 * Queues a LINE reminder for every open pawn contract due within the next REMINDER_DAYS_BEFORE days
 * (Bangkok calendar) whose customer is a member signed in with LINE. Normally that is the day three days
 * before due_date; the window also catches a day the server was down. Idempotent: the dedupe key
 * 'pawn-reminder:<jn>:<due date>' makes a second run (or a restart) queue nothing, and a due date moved
 * by a later import gets its own reminder.
 */
export async function queuePawnReminders(
  db: Db,
  line: Config['line'],
  log: FastifyBaseLogger,
  at = new Date(),
): Promise<{ queued: number }> {
  if (!messagingConfigured(line)) return { queued: 0 };
  const today = bangkokToday(at);
  const rows = db
    .select({ jnId: contracts.jnId, jnDate: contracts.jnDate, jnStatus: contracts.jnStatus, dueDate: contracts.dueDate, userId: users.id })
    .from(contracts)
    .innerJoin(users, eq(users.customerId, contracts.customerId))
    .where(
      and(gt(contracts.dueDate, today), lte(contracts.dueDate, addDays(today, REMINDER_DAYS_BEFORE)), isOpen, isNotNull(users.lineUserId)),
    )
    .all();
  let queued = 0;
  const settings = pawnSettings(db);
  for (const r of rows) {
    const standing = contractStanding(r, settings, today);
    const result = await immediate(db, (tx) =>
      enqueueLine(tx, line, log, { userId: r.userId }, { kind: 'pawn-reminder', jnId: r.jnId, dueDate: r.dueDate, standing }),
    );
    if (result === 'queued') queued++;
  }
  if (queued) log.info({ queued, today }, 'pawn reminders queued');
  return { queued };
}

/**
 * The reminder job: at start and every hour, with `config.line.jobs` (off in tests) and a channel access
 * token; what it queues is pushed at once. Tests call queuePawnReminders themselves.
 */
export function startPawnReminders(app: FastifyInstance): void {
  const line = app.config.line;
  if (!line.jobs || !messagingConfigured(line)) return;
  const remind = async () => {
    try {
      await queuePawnReminders(app.db, line, app.log);
      await app.line.sender.drain();
    } catch (err) {
      app.log.error({ err }, 'pawn reminders failed');
    }
  };
  const timer = setInterval(remind, REMINDER_INTERVAL_MS);
  timer.unref();
  app.addHook('onReady', async () => {
    void remind();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
