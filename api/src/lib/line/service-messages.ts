import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { schema, type Db } from '@goldshop/db';
import type { SlipPaymentKind } from '@goldshop/db/enums';
import type { Config } from '../../config';
import { immediate } from '../tx';
import { eventKindOfKey, type LineMessage } from './messages';

/*
 * LINE MINI App service messages for the payments members make in the app (docs/decisions.md "Service messages
 * after a payment"): the payment flow hands over the LIFF access token the app sent, LINE exchanges it for a
 * service notification token (POST /message/v3/notifier/token) kept beside the payment, and when the shop's
 * decision on that payment is sent, an approved one goes as a service message from the configured template
 * (POST /message/v3/notifier/send?target=service), free and outside the push quota; the renewed token replaces
 * the old. No token, a token LINE refuses or that is used up or expired, or LINE failing: the ordinary push.
 */

const { lineServiceTokens: tokens } = schema;
const TIMEOUT_MS = 5_000;

/** The message kinds that answer a payment made in the app, and the payment each names (its slip kind). */
const PAYMENT_OF_KIND: Record<string, SlipPaymentKind> = { deposit: 'deposit', 'down-payment': 'instalment', 'pawn-request': 'pawn' };
export const SERVICE_PAYMENT_KINDS = new Set<SlipPaymentKind>(Object.values(PAYMENT_OF_KIND));

/** Service messages are on: the MINI App, its channel secret and at least one approved template configured. */
export const serviceMessagesConfigured = (line: Config['line']) =>
  Boolean(line.miniAppLiffId && line.miniAppChannelSecret && line.serviceTemplates.length > 0);

/** The payment an outbox row's decision answers, when it is an approval of a payment ('deposit-approved:12'). */
export function paymentOfKey(dedupeKey: string): { kind: SlipPaymentKind; id: number } | null {
  const m = /^([a-z-]+)-approved:(\d+)$/.exec(dedupeKey);
  const kind = m ? PAYMENT_OF_KIND[eventKindOfKey(dedupeKey)] : undefined;
  return m && kind ? { kind, id: Number(m[2]) } : null;
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

  const store = (db: Db, row: { userId: number; paymentKind: SlipPaymentKind; paymentId: number }, a: NotifierAnswer, now: number) =>
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
     * After a payment made in the app committed: exchange the LIFF access token the app sent for the payment's
     * service notification token and keep it. Never throws and never delays the member's answer for long: a
     * failure is logged and the receipt is pushed later as before.
     */
    async remember(
      db: Db,
      p: { userId: number; paymentKind: SlipPaymentKind; paymentId: number; liffAccessToken: string },
      now = Date.now(),
    ) {
      if (!serviceMessagesConfigured(line) || !SERVICE_PAYMENT_KINDS.has(p.paymentKind)) return;
      try {
        const token = await accessToken(now);
        if (!token) return;
        const { status, body } = await post(`${base}/message/v3/notifier/token`, { token, json: { liffAccessToken: p.liffAccessToken } });
        if (status !== 200 || !isNotifierAnswer(body)) {
          log.warn({ status, payment: `${p.paymentKind}:${p.paymentId}` }, 'LINE refused a service notification token');
          return;
        }
        await store(db, p, body, now);
      } catch (err) {
        log.warn({ err, payment: `${p.paymentKind}:${p.paymentId}` }, 'service notification token could not be issued');
      }
    },

    /**
     * Sends an outbox row as a service message when it approves a payment that has a live token: true when
     * LINE took it (the renewed token kept, or the used-up one dropped), false when the row must be pushed.
     */
    async send(db: Db, row: { dedupeKey: string; message: unknown }, at: Date): Promise<boolean> {
      if (!serviceMessagesConfigured(line)) return false;
      const payment = paymentOfKey(row.dedupeKey);
      if (!payment) return false;
      const where = and(eq(tokens.paymentKind, payment.kind), eq(tokens.paymentId, payment.id));
      const held = db.select().from(tokens).where(where).get();
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
            templateName: line.serviceTemplates[0],
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
