import type { FastifyInstance } from 'fastify';
import { and, eq, isNull, ne, or } from 'drizzle-orm';
import { schema } from '@goldshop/db';
import { bangkokToday } from '../../lib/dates';
import { immediate } from '../../lib/tx';
import { dueDate } from './plan';

// The monthly plan's reminder (docs/decisions.md "Monthly savings plan"): on the plan's day (Bangkok), a LINE
// message through the outbox at the reminders' priority, and the in-app message for every member, linking to the
// deposit with exactly the plan's amount. Once a month per member: remindedMonth is set in the same transaction,
// and the outbox key names the member and the month.

export const PLAN_REMINDER_INTERVAL_MS = 3_600_000;
const { savingsPlans: plans } = schema;

/** Queues the reminder of every plan whose day is today (or passed this month unreminded, after a restart). */
export async function queuePlanReminders(app: FastifyInstance, at = new Date()): Promise<{ queued: number }> {
  const today = bangkokToday(at);
  const month = today.slice(0, 7);
  const open = app.db
    .select()
    .from(plans)
    .where(and(or(isNull(plans.remindedMonth), ne(plans.remindedMonth, month))))
    .all()
    .filter((p) => p.skipMonth !== month && dueDate(month, p.day) <= today);
  let queued = 0;
  for (const { id } of open) {
    const sent = await immediate(app.db, (tx) => {
      const p = tx.select().from(plans).where(eq(plans.id, id)).get();
      if (!p || p.remindedMonth === month || p.skipMonth === month) return false;
      app.line.notify(tx, p.userId, { kind: 'savings-plan', userId: p.userId, month, account: p.account, amountSatang: p.amountSatang });
      tx.update(plans).set({ remindedMonth: month }).where(eq(plans.id, p.id)).run();
      return true;
    });
    if (sent) queued++;
  }
  if (queued) app.log.info({ queued, today }, 'savings plan reminders queued');
  return { queued };
}

/** Hourly while the server's jobs run (`config.line.jobs`, off in tests, which call queuePlanReminders with a clock). */
export function startPlanReminders(app: FastifyInstance): void {
  if (!app.config.line.jobs) return;
  const remind = async () => {
    try {
      await queuePlanReminders(app);
      await app.line.sender.drain();
    } catch (err) {
      app.log.error({ err }, 'savings plan reminders failed');
    }
  };
  const timer = setInterval(remind, PLAN_REMINDER_INTERVAL_MS);
  timer.unref();
  app.addHook('onReady', async () => {
    void remind();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
