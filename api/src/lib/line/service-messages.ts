import { and, desc, eq, gt } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { schema, type Db } from '@goldshop/db';
import type { ServiceActionKind, SlipPaymentKind } from '@goldshop/db/enums';
import type { Config } from '../../config';
import { immediate } from '../tx';
import { eventKindOfKey, type LineMessage } from './messages';

/*
 * LINE MINI App service messages for the payments and bookings members make in the app (docs/decisions.md
 * "Service messages after a payment"): the payment flow or the booking hands over the LIFF access token the app
 * sent, LINE exchanges it for a service notification token (POST /message/v3/notifier/token) kept beside the
 * action, and the messages about that action go as service messages from the configured template
 * (POST /message/v3/notifier/send?target=service), free and outside the push quota, the renewed token replacing
 * the old: the approval of the payment (its receipt), the booking's confirmation, and later the reminders that
 * follow from it (a booked pickup's reminder and missed notice; the next due dates of the pawn contract the member
 * paid; the monthly plan's days, once the member set the plan in the app) while LINE's count lasts (5 per token). No token, a token LINE refuses or that is used up or expired, or
 * LINE failing: the ordinary push.
 */

const { lineServiceTokens: tokens, pawnRequests, savingsPlans, reservations } = schema;
const TIMEOUT_MS = 5_000;

/** The message kinds that answer a payment made in the app, and the payment each names (its slip kind). */
// A gold decision ('gold-approved:<transaction>') answers a gold deposit or an ornament's ค่ากำเหน็จ paid by
// slip; bar gold and sales back take no payment, hold no token and are pushed.
const PAYMENT_OF_KIND: Record<string, SlipPaymentKind> = {
  deposit: 'deposit',
  'down-payment': 'instalment',
  'pawn-request': 'pawn',
  gold: 'gold',
};
/** The actions whose tokens are asked for: the payments above, a booked pickup, a monthly plan set. */
export const SERVICE_ACTION_KINDS = new Set<ServiceActionKind>([...Object.values(PAYMENT_OF_KIND), 'pickup', 'plan']);

/** Service messages are on: the MINI App, its channel secret and at least one approved template configured. */
export const serviceMessagesConfigured = (line: Config['line']) =>
  Boolean(line.miniAppLiffId && line.miniAppChannelSecret && line.serviceTemplates.length > 0);

/** The payment an outbox row's decision answers, when it is an approval of a payment ('deposit-approved:12'). */
export function paymentOfKey(dedupeKey: string): { kind: SlipPaymentKind; id: number } | null {
  const m = /^([a-z-]+)-approved:(\d+)$/.exec(dedupeKey);
  const kind = m ? PAYMENT_OF_KIND[eventKindOfKey(dedupeKey)] : undefined;
  return m && kind ? { kind, id: Number(m[2]) } : null;
}

/** A booked pickup's own messages ('pickup-booked:7', 'pickup-reminder:7:<start>', 'pickup-missed:7'): its id. */
const pickupOfKey = (dedupeKey: string): number | null => {
  const m = /^pickup-(?:booked|reminder|missed):(\d+)(?::|$)/.exec(dedupeKey);
  return m ? Number(m[1]) : null;
};
/** A reservation's news ('reservation:<outcome>:<id>'): the reservation. */
const reservationOfKey = (dedupeKey: string): number | null => {
  const m = /^reservation:[a-z_]+:(\d+)$/.exec(dedupeKey);
  return m ? Number(m[1]) : null;
};
/** A monthly plan's reminder ('savings-plan:<userId>:<YYYY-MM>'): its member. */
const planMemberOfKey = (dedupeKey: string): number | null => {
  const m = /^savings-plan:(\d+):\d{4}-\d{2}$/.exec(dedupeKey);
  return m ? Number(m[1]) : null;
};
/** A pawn contract's due-date reminder ('pawn-reminder:<jnId>:<due date>'): the contract. */
const pawnContractOfKey = (dedupeKey: string): string | null => /^pawn-reminder:(.+):\d{4}-\d{2}-\d{2}$/.exec(dedupeKey)?.[1] ?? null;

type TokenRow = typeof tokens.$inferSelect;

/**
 * The approved template a row goes with (LINE's templates are per category): `LINE_SERVICE_MESSAGE_TEMPLATES`
 * lists the receipt's first, then a booking's confirmation, then reminders; one not listed falls back to the
 * one before it (docs/configuration.md).
 */
export function templateFor(templates: readonly string[], dedupeKey: string): string {
  const role = paymentOfKey(dedupeKey) ? 0 : /^(pickup-booked|reservation:confirmed):/.test(dedupeKey) ? 1 : 2;
  return templates[Math.min(role, templates.length - 1)]!;
}

/**
 * The token an outbox row may go with, or none: the approved payment's own; the booked pickup's (a reservation's
 * news too, with the pickup booked with it); the member's
 * monthly plan's (its reminder); for a pawn
 * contract's reminder, the newest token still counting of a payment the member made in the app on that contract
 * (the reminder follows from that payment). Expired and used-up tokens are left for `send` to drop.
 */
export function tokenForRow(db: Db, row: { dedupeKey: string; userId: number | null }): TokenRow | undefined {
  const action = (kind: ServiceActionKind, id: number) =>
    db
      .select()
      .from(tokens)
      .where(and(eq(tokens.paymentKind, kind), eq(tokens.paymentId, id)))
      .get();
  const payment = paymentOfKey(row.dedupeKey);
  if (payment) return action(payment.kind, payment.id);
  const pickup = pickupOfKey(row.dedupeKey);
  if (pickup !== null) return action('pickup', pickup);
  // A reservation made in the app keeps its token with its pickup: the shop's confirmation, cancellation or
  // release of it go with that token too.
  const reservation = reservationOfKey(row.dedupeKey);
  if (reservation !== null) {
    const r = db.select({ pickupId: reservations.pickupId }).from(reservations).where(eq(reservations.id, reservation)).get();
    return r?.pickupId ? action('pickup', r.pickupId) : undefined;
  }
  const planMember = planMemberOfKey(row.dedupeKey);
  if (planMember !== null) {
    const plan = db.select({ id: savingsPlans.id }).from(savingsPlans).where(eq(savingsPlans.userId, planMember)).get();
    return plan ? action('plan', plan.id) : undefined;
  }
  const jnId = pawnContractOfKey(row.dedupeKey);
  if (jnId === null || row.userId === null) return undefined;
  return db
    .select({ t: tokens })
    .from(tokens)
    .innerJoin(pawnRequests, eq(pawnRequests.id, tokens.paymentId))
    .where(
      and(
        eq(tokens.paymentKind, 'pawn'),
        eq(tokens.userId, row.userId),
        eq(pawnRequests.jnId, jnId),
        gt(tokens.remaining, 0),
        gt(tokens.expiresAt, new Date().toISOString()),
      ),
    )
    .orderBy(desc(tokens.id))
    .get()?.t;
}

async function post(url: string, init: { token?: string; form?: Record<string, string>; json?: unknown }) {
  const res = await fetch(url, {
    method: 'POST',
    signal: AbortSignal.timeout(TIMEOUT_MS),
    headers: {
      ...(init.token && { authorization: `Bearer ${init.token}` }),
      'content-type': init.form ? 'application/x-www-form-urlencoded' : 'application/json',
    },
    body: init.form ? new URLSearchParams(init.form) : JSON.stringify(init.json),
  });
  const text = await res.text();
  let body: Record<string, unknown> | null = null;
  try {
    const parsed: unknown = JSON.parse(text);
    body = parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : null;
  } catch {
    body = null;
  }
  return { status: res.status, body };
}

interface NotifierAnswer {
  notificationToken: string;
  expiresIn: number;
  remainingCount: number;
}
const isNotifierAnswer = (b: Record<string, unknown> | null): b is Record<string, unknown> & NotifierAnswer =>
  Boolean(b) && typeof b!.notificationToken === 'string' && typeof b!.expiresIn === 'number' && typeof b!.remainingCount === 'number';

/**
 * The MINI App channel's short-lived (stateless, 15 minutes) channel access tokens, issued with its id and
 * secret (POST /oauth2/v3/token) and kept until a minute before they end.
 */
export function createServiceMessages(line: Config['line'], log: FastifyBaseLogger) {
  const base = line.apiBase.replace(/\/+$/, '');
  const channelId = line.miniAppLiffId?.split('-')[0] ?? '';
  let channelToken: { value: string; until: number } | undefined;

  async function accessToken(now: number): Promise<string | null> {
    if (channelToken && now < channelToken.until) return channelToken.value;
    const { status, body } = await post(`${base}/oauth2/v3/token`, {
      form: { grant_type: 'client_credentials', client_id: channelId, client_secret: line.miniAppChannelSecret ?? '' },
    });
    if (status !== 200 || typeof body?.access_token !== 'string') {
      log.error({ status }, 'LINE MINI App channel access token refused');
      return null;
    }
    channelToken = { value: body.access_token, until: now + Math.max(0, Number(body.expires_in ?? 900) - 60) * 1000 };
    return channelToken.value;
  }

  const store = (db: Db, row: { userId: number; paymentKind: ServiceActionKind; paymentId: number }, a: NotifierAnswer, now: number) =>
    immediate(db, (tx) =>
      tx
        .insert(tokens)
        .values({
          ...row,
          token: a.notificationToken,
          remaining: a.remainingCount,
          expiresAt: new Date(now + a.expiresIn * 1000).toISOString(),
        })
        .onConflictDoNothing()
        .run(),
    );

  return {
    /**
     * After a payment or booking made in the app committed: exchange the LIFF access token the app sent for the
     * action's service notification token and keep it; true when kept. Never throws and never delays the member's
     * answer for long: a failure is logged and the messages are pushed later as before.
     */
    async remember(
      db: Db,
      p: { userId: number; paymentKind: ServiceActionKind; paymentId: number; liffAccessToken: string },
      now = Date.now(),
    ): Promise<boolean> {
      if (!serviceMessagesConfigured(line) || !SERVICE_ACTION_KINDS.has(p.paymentKind)) return false;
      // One token per action: a plan saved again, or a request replayed, asks LINE nothing more.
      const held = db
        .select({ id: tokens.id })
        .from(tokens)
        .where(and(eq(tokens.paymentKind, p.paymentKind), eq(tokens.paymentId, p.paymentId)))
        .get();
      if (held) return true;
      try {
        const token = await accessToken(now);
        if (!token) return false;
        const { status, body } = await post(`${base}/message/v3/notifier/token`, { token, json: { liffAccessToken: p.liffAccessToken } });
        if (status !== 200 || !isNotifierAnswer(body)) {
          log.warn({ status, action: `${p.paymentKind}:${p.paymentId}` }, 'LINE refused a service notification token');
          return false;
        }
        await store(db, p, body, now);
        return true;
      } catch (err) {
        log.warn({ err, action: `${p.paymentKind}:${p.paymentId}` }, 'service notification token could not be issued');
        return false;
      }
    },

    /**
     * Sends an outbox row as a service message when it is about an action that has a live token (tokenForRow):
     * true when LINE took it (the renewed token kept), false when the row must be pushed.
     */
    async send(db: Db, row: { dedupeKey: string; userId: number | null; message: unknown }, at: Date): Promise<boolean> {
      if (!serviceMessagesConfigured(line)) return false;
      const held = tokenForRow(db, row);
      if (!held) return false;
      const drop = () => immediate(db, (tx) => tx.delete(tokens).where(eq(tokens.id, held.id)).run());
      if (held.remaining < 1 || held.expiresAt <= at.toISOString()) {
        await drop();
        return false;
      }
      try {
        const token = await accessToken(at.getTime());
        if (!token) return false;
        const { status, body } = await post(`${base}/message/v3/notifier/send?target=service`, {
          token,
          json: {
            templateName: templateFor(line.serviceTemplates, row.dedupeKey),
            params: serviceParams(row.message as LineMessage[]),
            notificationToken: held.token,
          },
        });
        if (status === 200 && isNotifierAnswer(body)) {
          await immediate(db, (tx) =>
            tx
              .update(tokens)
              .set({
                token: body.notificationToken,
                remaining: body.remainingCount,
                expiresAt: new Date(at.getTime() + body.expiresIn * 1000).toISOString(),
              })
              .where(eq(tokens.id, held.id))
              .run(),
          );
          return true;
        }
        // LINE refused the token (expired, used up, not this channel's) or the message: push instead, and never
        // try this token again when it was the token.
        log.warn({ status, dedupeKey: row.dedupeKey, detail: body?.message }, 'LINE refused a service message: pushed instead');
        if (status >= 400 && status < 500) await drop();
        return false;
      } catch (err) {
        log.warn({ err, dedupeKey: row.dedupeKey }, 'service message failed: pushed instead');
        return false;
      }
    },
  };
}
export type ServiceMessages = ReturnType<typeof createServiceMessages>;

/**
 * The template's values from the message the push would carry: its text (without the link) and the link as the
 * button's. Named for the template the shop has approved (docs/operations.md "Becoming a LINE MINI App").
 */
export function serviceParams(messages: LineMessage[]): Record<string, string> {
  const text = messages.map((m) => (m.type === 'text' ? m.text : '')).join('\n');
  const link = text.match(/https?:\/\/\S+/g)?.at(-1) ?? '';
  return { content: text.replace(link, '').trim().slice(0, 300), btn1_url: link };
}
