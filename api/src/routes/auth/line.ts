import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyBaseLogger } from 'fastify';
import type { TSchema } from '@sinclair/typebox';
import { eq } from 'drizzle-orm';
import { schema } from '@goldshop/db';
import { Message, withErrors } from '../../../contract/common';
import { LineLoginBody, LinkLineBody, TokenAnswer } from '../../../contract/auth';
import { conflict, HttpError } from '../../lib/http-error';
import { LineVerifyError, verifyLineIdToken } from '../../lib/line-verify';
import { immediate } from '../../lib/tx';
import type { Config } from '../../config';
import { LINE_REFUSED_MESSAGE, LINE_UNREACHABLE_MESSAGE } from './messages';

/**
 * Demo mode accepts the ids @line/liff-mock can give: a real-looking LINE user id (`U` + 32 hex, what
 * the member app sets per browser) or liff-mock's digits-only default ('123456789').
 */
export const DEMO_LINE_USER_ID = /^(U[0-9a-f]{32}|[0-9]{1,20})$/;

const refused = () => new HttpError(401, 'LINE_LOGIN_FAILED', LINE_REFUSED_MESSAGE);
const unreachable = () => new HttpError(503, 'LINE_UNAVAILABLE', LINE_UNREACHABLE_MESSAGE);

/** The LINE user id we may trust for this request: the verified token's `sub`, never the client's word. */
async function trustedLineUserId(config: Config, body: LineLoginBody, log: FastifyBaseLogger): Promise<string> {
  const { line } = config;
  if (line.demo) {
    if (!DEMO_LINE_USER_ID.test(body.userId)) throw refused();
    return body.userId;
  }
  if (!body.idToken) throw refused();
  if (!line.loginChannelId) throw unreachable();
  try {
    const { sub } = await verifyLineIdToken({ apiBase: line.apiBase, channelId: line.loginChannelId, idToken: body.idToken });
    if (sub !== body.userId) throw refused();
    return sub;
  } catch (err) {
    if (err instanceof LineVerifyError) {
      // The reason only: never the token itself.
      log.warn({ reason: err.reason, detail: err.message }, 'LINE ID token not accepted');
      throw err.reason === 'unreachable' ? unreachable() : refused();
    }
    throw err;
  }
}

const withLine = <T extends Record<number, TSchema>>(ok: T) => ({ ...withErrors(ok), 503: Message });

/** LINE login (SPEC §7 line-login) and linking LINE to a password account. */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/line-login',
    {
      schema: { body: LineLoginBody, response: withLine({ 200: TokenAnswer }) },
      config: { rateLimit: { max: app.config.signinRateLimit, timeWindow: 60_000 } },
    },
    async (req) => {
      const sub = await trustedLineUserId(app.config, req.body, req.log);
      const userId = immediate(app.db, (tx) => {
        const found = tx.select({ id: schema.users.id }).from(schema.users).where(eq(schema.users.lineUserId, sub)).get();
        if (found) return found.id;
        // First LINE sign-in: a new, unverified member known only by the LINE id.
        return tx.insert(schema.users).values({ lineUserId: sub, verificationStatus: 0 }).returning({ id: schema.users.id }).get().id;
      });
      // The identity is re-checked with LINE on every open, so a LINE session gets the long lifetime.
      return { token: await app.tokens.member(userId, true) };
    },
  );

  app.post(
    '/link-line',
    {
      onRequest: app.requireMember,
      schema: { body: LinkLineBody, response: withLine({ 200: Message }) },
      config: { rateLimit: { max: app.config.signinRateLimit, timeWindow: 60_000 } },
    },
    async (req) => {
      const sub = await trustedLineUserId(app.config, req.body, req.log);
      const memberId = req.member!.id;
      immediate(app.db, (tx) => {
        const me = tx.select({ lineUserId: schema.users.lineUserId }).from(schema.users).where(eq(schema.users.id, memberId)).get();
        if (me?.lineUserId) throw conflict('LINE_ALREADY_LINKED', 'บัญชีนี้เชื่อมต่อกับ LINE แล้ว');
        const other = tx.select({ id: schema.users.id }).from(schema.users).where(eq(schema.users.lineUserId, sub)).get();
        if (other) throw conflict('LINE_ID_TAKEN', 'บัญชี LINE นี้เชื่อมต่อกับสมาชิกคนอื่นแล้ว');
        tx.update(schema.users).set({ lineUserId: sub }).where(eq(schema.users.id, memberId)).run();
      });
      return { message: 'เชื่อมต่อบัญชี LINE สำเร็จ' };
    },
  );
};
export default routes;
