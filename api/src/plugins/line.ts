import fp from 'fastify-plugin';
import type { Db } from '@goldshop/db';
import type { LineEvent } from '../lib/line/messages';
import { enqueueLine, messagingConfigured, type EnqueueResult } from '../lib/line/outbox';
import { createLineSender, type LineSender } from '../lib/line/push';
import { queuePawnReminders } from '../services/pawn-reminders';

export const PUSH_INTERVAL_MS = 5_000;
export const REMINDER_INTERVAL_MS = 3_600_000;

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
      /** The daily pawn reminder job (idempotent). */
      queuePawnReminders(at?: Date): { queued: number };
    };
  }
}

/**
 * LINE Messaging: the outbox, its sender and the pawn reminder job. With `config.line.jobs` (off in
 * tests) and a channel access token, the sender drains every 5 s and the reminders run at start and
 * every hour; tests call `app.line.sender.drain()` and `app.line.queuePawnReminders()` themselves.
 */
export default fp(
  async (app) => {
    const line = app.config.line;
    const sender = createLineSender({ db: app.db, line, log: app.log });
    app.decorate('line', {
      notify: (tx, userId, event) => enqueueLine(tx, line, app.log, { userId }, event),
      notifyLineUser: (tx, lineUserId, event) => enqueueLine(tx, line, app.log, { lineUserId }, event),
      sender,
      queuePawnReminders: (at) => queuePawnReminders(app.db, line, app.log, at),
    });

    if (!line.jobs || !messagingConfigured(line)) return;
    const guard = (what: string, fn: () => unknown) => async () => {
      try {
        await fn();
      } catch (err) {
        app.log.error({ err }, `${what} failed`);
      }
    };
    const drain = guard('LINE push', () => sender.drain());
    const remind = guard('pawn reminders', async () => {
      app.line.queuePawnReminders();
      await sender.drain();
    });
    const timers = [setInterval(drain, PUSH_INTERVAL_MS), setInterval(remind, REMINDER_INTERVAL_MS)];
    for (const t of timers) t.unref();
    app.addHook('onReady', async () => {
      void remind();
    });
    app.addHook('onClose', async () => {
      for (const t of timers) clearInterval(t);
    });
  },
  { name: 'line', dependencies: ['db'] },
);
