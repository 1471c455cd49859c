import type { FastifyInstance } from 'fastify';
import { and, eq, lt, lte } from 'drizzle-orm';
import { schema } from '@goldshop/db';
import { HttpError } from '../../lib/http-error';
import { immediate } from '../../lib/tx';
import { shopProfile } from '../content/shop-profile';
import { linkOwnerLine, type OwnerLineLinks } from '../staff/line-link';

interface WebhookEvent {
  type?: unknown;
  timestamp?: unknown;
  webhookEventId?: unknown;
  source?: { type?: unknown; userId?: unknown };
  message?: { type?: unknown; text?: unknown };
}

/** A LINE user id as LINE writes it: events naming anything else are ignored. */
export const LINE_USER_ID = /^U[0-9a-f]{32}$/;

/** The events of a signed webhook body; a body that is not JSON is a 400. */
export function webhookEvents(raw: Buffer): WebhookEvent[] {
  try {
    const parsed = JSON.parse(raw.toString('utf8')) as { events?: unknown };
    return Array.isArray(parsed?.events) ? (parsed.events as WebhookEvent[]) : [];
  } catch {
    throw new HttpError(400, 'BAD_REQUEST', 'ข้อมูลที่ส่งมาไม่ถูกต้อง');
  }
}

/**
 * Follows and unfollows, in the order LINE stamped them: an unfollow (the user blocked the shop's account) records
 * the block, so the outbox withholds pushes to them (lib/line/push.ts); a follow newer than the block removes it.
 * Runs before the greetings, so a re-follow is greeted. Events without a well-formed user id or time are ignored.
 */
export async function recordBlocks(app: FastifyInstance, events: WebhookEvent[]): Promise<void> {
  const { lineBlocks } = schema;
  for (const e of events) {
    if (e?.type !== 'follow' && e?.type !== 'unfollow') continue;
    const userId = e.source?.userId;
    const ms = e.timestamp;
    if (typeof userId !== 'string' || !LINE_USER_ID.test(userId) || typeof ms !== 'number' || !Number.isSafeInteger(ms) || ms < 0) continue;
    const at = new Date(ms).toISOString();
    await immediate(app.db, (tx) => {
      if (e.type === 'unfollow')
        tx.insert(lineBlocks)
          .values({ lineUserId: userId, blockedAt: at })
          .onConflictDoUpdate({ target: lineBlocks.lineUserId, set: { blockedAt: at }, setWhere: lt(lineBlocks.blockedAt, at) })
          .run();
      else
        tx.delete(lineBlocks)
          .where(and(eq(lineBlocks.lineUserId, userId), lte(lineBlocks.blockedAt, at)))
          .run();
    });
  }
}

/**
 * A follow event queues a greeting with the app link through the outbox, keyed by LINE's webhookEventId,
 * so a redelivered event greets once. Other events, and events without a well-formed user and event id,
 * are ignored. Answers how many greetings were newly queued.
 */
export async function greetFollowers(app: FastifyInstance, events: WebhookEvent[]): Promise<number> {
  let queued = 0;
  for (const e of events) {
    if (e?.type !== 'follow') continue;
    const userId = e.source?.userId;
    const eventId = e.webhookEventId;
    if (typeof userId !== 'string' || !LINE_USER_ID.test(userId) || typeof eventId !== 'string' || !eventId || eventId.length > 64)
      continue;
    const result = await immediate(app.db, (tx) =>
      app.line.notifyLineUser(tx, userId, { kind: 'follow', webhookEventId: eventId, shopName: shopProfile(tx).name }),
    );
    if (result === 'queued') queued++;
  }
  return queued;
}

/**
 * A text message in a one-to-one chat that is an owner's live link code links that LINE user to the owner
 * (staff/line-link.ts). Anything else is left to the shop's chat. Answers how many owners were linked.
 */
export async function linkOwners(app: FastifyInstance, links: OwnerLineLinks, events: WebhookEvent[]): Promise<number> {
  let linked = 0;
  for (const e of events) {
    if (e?.type !== 'message' || e.source?.type !== 'user' || e.message?.type !== 'text') continue;
    const userId = e.source.userId;
    const text = e.message.text;
    if (typeof userId !== 'string' || !LINE_USER_ID.test(userId) || typeof text !== 'string' || text.length > 20) continue;
    const staffId = links.redeem(text);
    if (staffId !== undefined && (await linkOwnerLine(app, staffId, userId))) linked++;
  }
  return linked;
}
