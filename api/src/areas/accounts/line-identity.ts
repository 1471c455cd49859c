import type { FastifyBaseLogger } from 'fastify';
import { eq } from 'drizzle-orm';
import { schema, type Db } from '@goldshop/db';
import type { LineLoginBody } from '../../../contract/auth';
import { conflict, HttpError } from '../../lib/http-error';
import { LineVerifyError, verifyLineIdToken } from '../../lib/line-verify';
import { immediate } from '../../lib/tx';
import type { Config } from '../../config';
import { LINE_REFUSED_MESSAGE, LINE_UNREACHABLE_MESSAGE } from './messages';

const { users } = schema;

/**
 * Demo mode accepts the ids @line/liff-mock can give: a real-looking LINE user id (`U` + 32 hex, what
 * the member app sets per browser) or liff-mock's digits-only default ('123456789').
 */
export const DEMO_LINE_USER_ID = /^(U[0-9a-f]{32}|[0-9]{1,20})$/;

const refused = () => new HttpError(401, 'LINE_LOGIN_FAILED', LINE_REFUSED_MESSAGE);
const unreachable = () => new HttpError(503, 'LINE_UNAVAILABLE', LINE_UNREACHABLE_MESSAGE);

/**
 * The LINE user we may trust for this request: the verified token's `sub`, never the client's word, and its
 * display name (`name` claim; none in demo mode).
 */
export async function trustedLineUser(config: Config, body: LineLoginBody, log: FastifyBaseLogger): Promise<{ sub: string; name: string | null }> {
  const { line } = config;
  if (line.demo) {
    if (!DEMO_LINE_USER_ID.test(body.userId)) throw refused();
    return { sub: body.userId, name: null };
  }
  if (!body.idToken) throw refused();
  if (!line.loginChannelId) throw unreachable();
  try {
    const { sub, name } = await verifyLineIdToken({ apiBase: line.apiBase, channelId: line.loginChannelId, idToken: body.idToken });
    if (sub !== body.userId) throw refused();
    return { sub, name };
  } catch (err) {
    if (err instanceof LineVerifyError) {
      // The reason only: never the token itself.
      log.warn({ reason: err.reason, detail: err.message }, 'LINE ID token not accepted');
      throw err.reason === 'unreachable' ? unreachable() : refused();
    }
    throw err;
  }
}

/**
 * The member a LINE user signs in as; the first LINE sign-in makes a new, unverified member. The display
 * name is refreshed at each sign-in (a name changed in LINE shows to staff at the next one).
 */
export function memberForLine(db: Db, line: { sub: string; name: string | null }): Promise<number> {
  return immediate(db, (tx) => {
    const found = tx.select({ id: users.id }).from(users).where(eq(users.lineUserId, line.sub)).get();
    if (found) {
      if (line.name) tx.update(users).set({ lineName: line.name }).where(eq(users.id, found.id)).run();
      return found.id;
    }
    return tx.insert(users).values({ lineUserId: line.sub, lineName: line.name, verificationStatus: 0 }).returning({ id: users.id }).get().id;
  });
}

/** Links LINE to a password account: once per member, and one member per LINE user. */
export async function linkLine(db: Db, memberId: number, line: { sub: string; name: string | null }): Promise<void> {
  const lineUserId = line.sub;
  await immediate(db, (tx) => {
    const me = tx.select({ lineUserId: users.lineUserId }).from(users).where(eq(users.id, memberId)).get();
    if (me?.lineUserId) throw conflict('LINE_ALREADY_LINKED', 'บัญชีนี้เชื่อมต่อกับ LINE แล้ว');
    const other = tx.select({ id: users.id }).from(users).where(eq(users.lineUserId, lineUserId)).get();
    if (other) throw conflict('LINE_ID_TAKEN', 'บัญชี LINE นี้เชื่อมต่อกับสมาชิกคนอื่นแล้ว');
    tx.update(users).set({ lineUserId, lineName: line.name }).where(eq(users.id, memberId)).run();
  });
}
