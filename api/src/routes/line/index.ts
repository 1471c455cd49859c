import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Message } from '../../../contract/common';
import { HttpError } from '../../lib/http-error';
import { immediate } from '../../lib/tx';
import { validLineSignature } from './signature';

interface WebhookEvent {
  type?: unknown;
  webhookEventId?: unknown;
  source?: { type?: unknown; userId?: unknown };
}

const LINE_USER_ID = /^U[0-9a-f]{32}$/;

/**
 * POST /api/line/webhook: LINE's Messaging API webhook. The signature is checked on the raw bytes before
 * anything is parsed or done (bad or missing: 401). A follow event queues a greeting with the app link
 * through the outbox, keyed by LINE's webhookEventId, so a redelivered event greets once.
 */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  // This plugin's scope only: the body stays raw bytes, whatever its content type.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));

  app.post(
    '/webhook',
    { schema: { response: { 200: Message, 400: Message, 401: Message, 503: Message } } },
    async (req) => {
      const secret = app.config.line.channelSecret;
      if (!secret) throw new HttpError(503, 'LINE_NOT_CONFIGURED', 'ยังไม่ได้ตั้งค่า LINE Messaging API');
      const raw = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      if (!validLineSignature(secret, raw, req.headers['x-line-signature'])) {
        req.log.warn('LINE webhook with a bad or missing signature');
        throw new HttpError(401, 'BAD_SIGNATURE', 'ลายเซ็นไม่ถูกต้อง');
      }
      let events: WebhookEvent[];
      try {
        const parsed = JSON.parse(raw.toString('utf8')) as { events?: unknown };
        events = Array.isArray(parsed?.events) ? (parsed.events as WebhookEvent[]) : [];
      } catch {
        throw new HttpError(400, 'BAD_REQUEST', 'ข้อมูลที่ส่งมาไม่ถูกต้อง');
      }
      let queued = 0;
      for (const e of events) {
        if (e?.type !== 'follow') continue;
        const userId = e.source?.userId;
        const eventId = e.webhookEventId;
        if (typeof userId !== 'string' || !LINE_USER_ID.test(userId) || typeof eventId !== 'string' || !eventId || eventId.length > 64) continue;
        const result = immediate(app.db, (tx) => app.line.notifyLineUser(tx, userId, { kind: 'follow', webhookEventId: eventId }));
        if (result === 'queued') queued++;
      }
      // Greet promptly rather than at the next timer tick (the timers, and this, are off in tests).
      if (queued && app.config.line.jobs) void app.line.sender.drain().catch((err) => req.log.error({ err }, 'LINE push failed'));
      return { message: 'ok' };
    },
  );
};
export default routes;
