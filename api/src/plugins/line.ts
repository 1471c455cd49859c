import fp from 'fastify-plugin';
import { addToInbox } from '../lib/inbox';
import { bangkokToday } from '../lib/dates';
import { alertOwner } from '../lib/owner-alerts';
import { immediate } from '../lib/tx';
import type { Db } from '@goldshop/db';
import type { LineEvent } from '../lib/line/messages';
import { enqueueLine, messagingConfigured, type EnqueueResult } from '../lib/line/outbox';
import { createLineSender, type LineSender } from '../lib/line/push';
import { createLineQuota, openBudget, type LineQuota } from '../lib/line/budget';
import { createServiceMessages, type ServiceMessages } from '../lib/line/service-messages';

export const PUSH_INTERVAL_MS = 5_000;

declare module 'fastify' {
  interface FastifyInstance {
    line: {
      /**
       * Queue a push to a member about a staff decision, inside the decision's own transaction (sync,
       * never throws, nothing when the member has no LINE or messaging is not configured).
       */
      notify(tx: Db, userId: number, event: LineEvent): EnqueueResult;
      /** Queue a push to a LINE user id (a follower who may not be a member). */
      notifyLineUser(tx: Db, lineUserId: string, event: LineEvent): EnqueueResult;
      sender: LineSender;
      /** LINE's quota and consumption for the month, read at most hourly (lib/line/budget.ts). */
      quota: LineQuota;
      /** LINE MINI App service messages for payments made in the app (lib/line/service-messages.ts). */
      service: ServiceMessages;
    };
  }
}

/**
 * LINE Messaging: the outbox and its sender. With `config.line.jobs` (off in tests) and a channel access
 * token, the sender drains every 5 s; tests call `app.line.sender.drain()` themselves. Jobs that queue
 * messages of their own (the pawn area's due-date reminders) run in their area.
 */
export default fp(
  async (app) => {
    const line = app.config.line;
    const quota = createLineQuota(line);
    const service = createServiceMessages(line, app.log);
    const sender = createLineSender({
      db: app.db,
      line,
      log: app.log,
      service: (row, at) => service.send(app.db, row, at),
      // The owner hears once, on the dashboard (a LINE push to them would meet the same limit).
      onMonthlyLimit: (until) =>
        immediate(app.db, (tx) =>
          alertOwner(app, tx, { kind: 'line_monthly_limit', staffId: null, details: { until: bangkokToday(until) } }),
        ),
      // docs/decisions.md "The LINE message budget": the owner hears once a month when 80 % of the cap is used.
      budget: (at) =>
        openBudget(app.db, quota, at, ({ month, used, cap }) =>
          immediate(app.db, (tx) =>
            alertOwner(app, tx, {
              kind: 'line_budget_near',
              staffId: null,
              details: { month, used, cap, percent: Math.floor((used * 100) / cap) },
            }),
          ),
        ),
    });
    app.decorate('line', {
      // The in-app inbox first, for every member; then LINE, for those who linked it.
      notify: (tx, userId, event) => {
        addToInbox(tx, userId, event);
        return enqueueLine(tx, line, app.log, { userId }, event);
      },
      notifyLineUser: (tx, lineUserId, event) => enqueueLine(tx, line, app.log, { lineUserId }, event),
      sender,
      quota,
      service,
    });

    if (!line.jobs || !messagingConfigured(line)) return;
    const drain = async () => {
      try {
        await sender.drain();
      } catch (err) {
        app.log.error({ err }, 'LINE push failed');
      }
    };
    const timer = setInterval(drain, PUSH_INTERVAL_MS);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  },
  { name: 'line', dependencies: ['db'] },
);
