import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { eq } from 'drizzle-orm';
import { schema, type Db } from '@goldshop/db';
import type { LineLoginBody } from '../../../contract/accounts';
import { conflict, forbidden, HttpError } from '../../lib/http-error';
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
export async function trustedLineUser(
  config: Config,
  body: LineLoginBody,
  log: FastifyBaseLogger,
): Promise<{ sub: string; name: string | null }> {
  const { line } = config;
  if (line.demo) {
    if (!DEMO_LINE_USER_ID.test(body.userId)) throw refused();
    return { sub: body.userId, name: null };
  }
  if (!body.idToken) throw refused();
  if (!line.loginChannelId) throw unreachable();
  try {
    const { sub, name } = await verifyWithEitherChannel(line, body.idToken);
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
 * The LIFF app's login channel, then the MINI App's (its id begins its LIFF id) while both open the app
 * (docs/decisions.md "Permanent links follow the configured channel"): LINE refuses a token shown to the other
 * channel, so a MINI App login costs one refused question first. Same provider, so the same `sub`.
 */
async function verifyWithEitherChannel(line: Config['line'], idToken: string) {
  const channels = [line.loginChannelId, line.miniAppLiffId?.split('-')[0]].filter((c): c is string => Boolean(c));
  for (const [i, channelId] of channels.entries()) {
    try {
      return await verifyLineIdToken({ apiBase: line.apiBase, channelId, idToken });
    } catch (err) {
      if (!(err instanceof LineVerifyError && err.reason === 'invalid' && i < channels.length - 1)) throw err;
    }
  }
  throw new LineVerifyError('invalid', 'no LINE channel configured');
}

/**
 * The LINE user id as a closed account keeps it until its purge (docs/operations.md "Personal data"): enough
 * to recognise the LINE account at a log-in, nothing to contact it by.
 */
export const lineHash = (lineUserId: string) => createHash('sha256').update(`line:${lineUserId}`).digest('hex');

export const ACCOUNT_CLOSED_MESSAGE = 'บัญชีนี้ปิดแล้ว หากต้องการใช้บริการอีกครั้ง กรุณาติดต่อเจ้าหน้าที่';

/**
 * A LINE log-in (or link) with the LINE account of a closed shop account is refused, rather than opening a
 * new account beside the restricted one, until the purge.
 */
function assertLineNotClosed(db: Db, lineUserId: string): void {
  const closed = db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.closedLineHash, lineHash(lineUserId)))
    .get();
  if (closed) throw forbidden('ACCOUNT_CLOSED', ACCOUNT_CLOSED_MESSAGE);
}

/**
 * The member a LINE user signs in as; the first LINE sign-in makes a new, unverified member. The display
 * name is refreshed at each sign-in (a name changed in LINE shows to staff at the next one).
 */
export function memberForLine(db: Db, line: { sub: string; name: string | null }): Promise<number> {
  return immediate(db, (tx) => {
    const found = tx.select({ id: users.id }).from(users).where(eq(users.lineUserId, line.sub)).get();
    assertLineNotClosed(tx, line.sub);
    if (found) {
      if (line.name) tx.update(users).set({ lineName: line.name }).where(eq(users.id, found.id)).run();
      return found.id;
    }
    return tx.insert(users).values({ lineUserId: line.sub, lineName: line.name, verificationStatus: 0 }).returning({ id: users.id }).get()
      .id;
  });
}

/** Links LINE to a password account: once per member, and one member per LINE user. */
export async function linkLine(db: Db, memberId: number, line: { sub: string; name: string | null }): Promise<void> {
  const lineUserId = line.sub;
  await immediate(db, (tx) => {
    const me = tx.select({ lineUserId: users.lineUserId }).from(users).where(eq(users.id, memberId)).get();
    if (me?.lineUserId) throw conflict('LINE_ALREADY_LINKED', 'บัญชีนี้เชื่อมต่อกับ LINE แล้ว');
    assertLineNotClosed(tx, lineUserId);
    const other = tx.select({ id: users.id }).from(users).where(eq(users.lineUserId, lineUserId)).get();
    if (other) throw conflict('LINE_ID_TAKEN', 'บัญชี LINE นี้เชื่อมต่อกับสมาชิกคนอื่นแล้ว');
    tx.update(users).set({ lineUserId, lineName: line.name }).where(eq(users.id, memberId)).run();
  });
}
