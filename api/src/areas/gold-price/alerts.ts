import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { and, asc, count, eq } from 'drizzle-orm';
import { schema, type Db } from '@goldshop/db';
import type { GoldPriceData, PriceAlertBody, PriceAlertsAnswer } from '../../../contract/gold-price';
import type { PriceAlertDelivery } from '@goldshop/db/schema';
import { addToInbox } from '../../lib/inbox';
import { VERIFICATION } from '../../../contract/lifecycles';
import { badRequest, conflict, notFound } from '../../lib/http-error';
import { formBahtToSatang, satangToBaht } from '../../lib/money';
import { immediate } from '../../lib/tx';
import { barPair, type BarPair } from './price-figures';

/*
 * Members' price alerts (docs/decisions.md "Price alerts"): at most five a member, each fires once when a
 * newly stored price crosses its threshold (one LINE message through the outbox, in the transaction that
 * stores the price) and re-arms when a stored price is back on the near side. While the owner has paused
 * prices nothing fires; at the resume the latest price is looked at once. A member staff suspended is told
 * nothing: their alerts re-arm as usual but an armed one stays armed past its threshold, so the first price
 * beyond it after the reinstatement sends the one message.
 */

const { priceAlerts, priceAlertDelivery, users } = schema;
export const MAX_ALERTS = 5;
/** A threshold above this many times today's price is a typing slip, not a wish. */
const SANE_MULTIPLE = 10;

/** `inAppOnly`: alerts reach members in the app only this month (lib/line/budget.ts inAppOnlyNow). */
export function alertsOf(db: Db, userId: number, inAppOnly = false): PriceAlertsAnswer {
  const rows = db.select().from(priceAlerts).where(eq(priceAlerts.userId, userId)).orderBy(asc(priceAlerts.id)).all();
  const line = Boolean(db.select({ l: users.lineUserId }).from(users).where(eq(users.id, userId)).get()?.l);
  return {
    alerts: rows.map((r) => ({
      id: r.id,
      kind: r.kind,
      threshold: satangToBaht(r.thresholdSatang),
      armed: r.armed === 1,
      firedAt: r.firedAt,
      createdAt: r.createdAt,
    })),
    max: MAX_ALERTS,
    line,
    inAppOnly,
    delivery: deliveryOf(db, userId),
  };
}

/** How the member's alerts reach LINE (no row: every crossing). */
export const deliveryOf = (db: Db, userId: number): PriceAlertDelivery =>
  db.select({ d: priceAlertDelivery.delivery }).from(priceAlertDelivery).where(eq(priceAlertDelivery.userId, userId)).get()?.d ?? 'each';

export async function setDelivery(db: Db, userId: number, delivery: PriceAlertDelivery): Promise<void> {
  await immediate(db, (tx) =>
    tx
      .insert(priceAlertDelivery)
      .values({ userId, delivery })
      .onConflictDoUpdate({ target: priceAlertDelivery.userId, set: { delivery } })
      .run(),
  );
}

/** The threshold in satang, refused in Thai when it is no price anyone could mean. */
export function checkThreshold(threshold: number, today: BarPair | null): number {
  if (!Number.isFinite(threshold) || threshold <= 0) throw badRequest('BAD_THRESHOLD', 'ราคาที่ตั้งต้องมากกว่า 0 บาท');
  const satang = formBahtToSatang(threshold, 'ราคาที่ตั้ง');
  const ceiling = today ? today.sellOut * SANE_MULTIPLE : 100_000_000_00;
  if (satang > ceiling) throw badRequest('BAD_THRESHOLD', `ราคาที่ตั้งสูงเกินไป (ไม่เกิน ${SANE_MULTIPLE} เท่าของราคาวันนี้)`);
  return satang;
}

export async function addAlert(db: Db, userId: number, body: PriceAlertBody, today: BarPair | null): Promise<void> {
  const thresholdSatang = checkThreshold(body.threshold, today);
  await immediate(db, (tx) => {
    // Counted in the same transaction as the insert: two requests at once cannot make a sixth.
    const n = tx.select({ n: count() }).from(priceAlerts).where(eq(priceAlerts.userId, userId)).get()?.n ?? 0;
    if (n >= MAX_ALERTS) throw conflict('TOO_MANY_ALERTS', `ตั้งการแจ้งเตือนได้ไม่เกิน ${MAX_ALERTS} รายการ กรุณาลบรายการเดิมก่อน`);
    const same = tx
      .select({ id: priceAlerts.id })
      .from(priceAlerts)
      .where(and(eq(priceAlerts.userId, userId), eq(priceAlerts.kind, body.kind), eq(priceAlerts.thresholdSatang, thresholdSatang)))
      .get();
    if (same) throw conflict('ALERT_EXISTS', 'มีการแจ้งเตือนนี้อยู่แล้ว');
    tx.insert(priceAlerts)
      .values({ userId, kind: body.kind, thresholdSatang, offToken: randomBytes(18).toString('base64url') })
      .run();
  });
}

export async function deleteAlert(db: Db, userId: number, id: number): Promise<void> {
  const gone = await immediate(db, (tx) =>
    tx
      .delete(priceAlerts)
      .where(and(eq(priceAlerts.id, id), eq(priceAlerts.userId, userId)))
      .returning({ id: priceAlerts.id })
      .get(),
  );
  // Another member's alert is "not found" too: its existence is not theirs to learn.
  if (!gone) throw notFound('ไม่พบการแจ้งเตือนนี้');
}

/** The switch-off link of a LINE message: the token is the credential, it names one alert. */
export async function switchOff(db: Db, token: string): Promise<void> {
  const gone = await immediate(db, (tx) =>
    tx.delete(priceAlerts).where(eq(priceAlerts.offToken, token)).returning({ id: priceAlerts.id }).get(),
  );
  if (!gone) throw notFound('ไม่พบการแจ้งเตือนนี้ หรือปิดไปแล้ว');
}

/** Whether a price is beyond an alert's threshold. */
const beyond = (kind: 'sell_below' | 'buyback_above', threshold: number, bar: BarPair) =>
  kind === 'sell_below' ? bar.sellOut < threshold : bar.buyback > threshold;

/**
 * Looks at a newly stored price in its own transaction: armed alerts it crosses send their message and
 * disarm; disarmed ones it is back on the near side of arm again. Synchronous; the outbox never throws.
 */
export function onPriceStored(app: FastifyInstance, tx: Db, priceId: number, data: GoldPriceData): void {
  const bar = barPair(data);
  const rows = tx
    .select({ alert: priceAlerts, status: users.verificationStatus })
    .from(priceAlerts)
    .innerJoin(users, eq(users.id, priceAlerts.userId))
    .all();
  const now = new Date().toISOString();
  // Members who chose a daily digest: each crossing goes to their in-app messages now, to LINE in the day's digest (digest.ts).
  const daily = new Set(
    tx
      .select({ u: priceAlertDelivery.userId })
      .from(priceAlertDelivery)
      .where(eq(priceAlertDelivery.delivery, 'daily'))
      .all()
      .map((r) => r.u),
  );
  for (const { alert: a, status } of rows) {
    const past = beyond(a.kind, a.thresholdSatang, bar);
    if (past && a.armed === 1) {
      // Held, not spent (docs/decisions.md "Price alerts"): no price news reaches a member while suspended.
      if (status === VERIFICATION.suspended) continue;
      tx.update(priceAlerts).set({ armed: 0, firedAt: now }).where(eq(priceAlerts.id, a.id)).run();
      const event = {
        kind: 'price-alert',
        id: a.id,
        priceId,
        alert: a.kind,
        thresholdSatang: a.thresholdSatang,
        priceSatang: a.kind === 'sell_below' ? bar.sellOut : bar.buyback,
        offToken: a.offToken,
      } as const;
      if (daily.has(a.userId)) addToInbox(tx, a.userId, event);
      else app.line.notify(tx, a.userId, event);
    } else if (!past && a.armed === 0) {
      tx.update(priceAlerts).set({ armed: 1 }).where(eq(priceAlerts.id, a.id)).run();
    }
  }
}
