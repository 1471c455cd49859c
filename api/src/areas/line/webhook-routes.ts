import type { FastifyPluginAsync } from 'fastify';
import { lineCalls as calls } from '../../../contract/line';
import { HttpError } from '../../lib/http-error';
import { serve } from '../../lib/serve';
import { validLineSignature } from './signature';
import { greetFollowers, linkOwners, recordBlocks, webhookEvents } from './webhook';
import { answerKeywords } from './keyword-replies';
import type { OwnerLineLinks } from '../staff/line-link';

/**
 * LINE's Messaging API webhook. The signature is checked on the raw bytes before anything is parsed or
 * done (bad or missing: 401). Registered in a context whose body parser keeps every body as bytes (index.ts).
 */
const routes: FastifyPluginAsync<{ lineLinks: OwnerLineLinks }> = async (app, { lineLinks }) => {
  serve(app, calls.webhook, async (req) => {
    const secret = app.config.line.channelSecret;
    if (!secret) throw new HttpError(503, 'LINE_NOT_CONFIGURED', 'ยังไม่ได้ตั้งค่า LINE Messaging API');
    const raw = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
    if (!validLineSignature(secret, raw, req.headers['x-line-signature'])) {
      req.log.warn('LINE webhook with a bad or missing signature');
      throw new HttpError(401, 'BAD_SIGNATURE', 'ลายเซ็นไม่ถูกต้อง');
    }
    const events = webhookEvents(raw);
    await recordBlocks(app, events);
    const queued = (await greetFollowers(app, events)) + (await linkOwners(app, lineLinks, events));
    await answerKeywords(app, events);
    // Greet promptly rather than at the next timer tick (the timers, and this, are off in tests).
    if (queued && app.config.line.jobs) void app.line.sender.drain().catch((err) => req.log.error({ err }, 'LINE push failed'));
    return { message: 'ok' };
  });
};
export default routes;
