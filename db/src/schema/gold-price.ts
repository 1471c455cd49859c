import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { createdAt, satang } from './columns';
import { users } from './users';
import { priceAlertDeliveries, priceAlertKinds } from './enums';

/** Each distinct gold price seen upstream or entered by staff; the latest answers when upstream is down. */
export const goldPrices = sqliteTable(
  'gold_prices',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    source: text('source', { enum: ['upstream', 'staff'] }).notNull(),
    /** The upstream `response` object as received (strings with commas), re-served unchanged. */
    response: text('response', { mode: 'json' }).notNull(),
    /**
     * 1 when a price staff enter by hand is checked against this one: the source's prices, and the owner's.
     * A plain staff member's price is 0, so no chain of small steps walks the price away from the last real one.
     */
    trusted: integer('trusted').notNull().default(1),
    /**
     * ISO time the price was announced (the source's date and round time, or when staff entered it): the
     * history chart's time axis. Every row written since this column exists has it.
     */
    announcedAt: text('announced_at'),
    createdAt: createdAt(),
  },
  (t) => [index('gold_prices_announced').on(t.announcedAt)],
);

/**
 * A member's price alert (docs/decisions.md "Price alerts"). `armed` is 1 while the price is on the near
 * side of the threshold: a stored price beyond it sends one LINE message and disarms the alert; a stored
 * price back on the near side arms it again. `offToken` is the secret in the message's switch-off link.
 */
export const priceAlerts = sqliteTable(
  'price_alerts',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    kind: text('kind', { enum: priceAlertKinds }).notNull(),
    thresholdSatang: satang('threshold_satang').notNull(),
    armed: integer('armed').notNull().default(1),
    offToken: text('off_token').notNull().unique(),
    /** When it last fired (null: never). */
    firedAt: text('fired_at'),
    createdAt: createdAt(),
  },
  (t) => [index('price_alerts_user').on(t.userId)],
);

/**
 * A member's choice of how price alerts reach LINE (docs/decisions.md "Price alerts in a daily digest"); no row:
 * every crossing. Each crossing is in the member's in-app messages either way.
 */
export const priceAlertDelivery = sqliteTable('price_alert_delivery', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  userId: integer('user_id')
    .notNull()
    .unique()
    .references(() => users.id),
  delivery: text('delivery', { enum: priceAlertDeliveries }).notNull(),
});
