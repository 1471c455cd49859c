import { Type, type Static } from '@sinclair/typebox';
import { Baht, IdParam, Message } from './common';
import { priceAlertDeliveries, priceAlertKinds } from '@goldshop/db/enums';
import { endpoint } from './endpoint';

/** The public Thai gold price API's shape (docs/product.md "Records and their fields"), values are strings with thousands commas. */
export const BuySell = Type.Object({ buy: Type.String(), sell: Type.String() });
export const GoldPriceData = Type.Object({
  date: Type.String(),
  update_time: Type.String(),
  /** Our addition in the same object: ISO 8601 time of the price, for the app's Thai date and hh:mm:ss. */
  update_times: Type.Optional(Type.String()),
  /** Our addition: present as 'staff' when staff entered this price by hand (the upstream was down). */
  source: Type.Optional(Type.Literal('staff')),
  price: Type.Object({
    gold: Type.Optional(BuySell),
    gold_bar: BuySell,
    change: Type.Object({ compare_previous: Type.String(), compare_yesterday: Type.Optional(Type.String()) }),
  }),
});
export type GoldPriceData = Static<typeof GoldPriceData>;

export const GoldPriceAnswer = Type.Object({
  status: Type.String(),
  response: Type.Optional(GoldPriceData),
  /** Our addition: present while the owner has paused prices (a volatile day); the apps say so. */
  paused: Type.Optional(Type.Literal(true)),
  /** Our addition: present when the source is unreachable and this is the last stored price, not a live one. */
  stale: Type.Optional(Type.Literal(true)),
  /**
   * Our addition: the shop's ornament pair, baht per baht-weight: the sell-out products are priced from and
   * the buy-back by the shop's rule (the history's `ornamentBuy` and `ornamentSell`).
   */
  shop: Type.Optional(Type.Object({ ornamentBuy: Baht, ornamentSell: Baht })),
});
export type GoldPriceAnswer = Static<typeof GoldPriceAnswer>;

/**
 * Our addition: staff enter the 96.5% gold bar price when the upstream is down (goldPriceCalls.manual).
 * Baht numbers; buy is the sell-out price, sell the buy-back price, compare_previous the signed change.
 */
const PriceNumber = Type.Number({ exclusiveMinimum: 0, maximum: 10_000_000 });
export const ManualGoldPrice = Type.Object({
  buy: PriceNumber,
  sell: PriceNumber,
  compare_previous: Type.Number({ minimum: -1_000_000, maximum: 1_000_000 }),
  /** The ornament (96.5% รูปพรรณ) pair, when the shop has it: products are priced from it. */
  gold: Type.Optional(Type.Object({ buy: PriceNumber, sell: PriceNumber })),
});
export type ManualGoldPrice = Static<typeof ManualGoldPrice>;

/**
 * Our addition, for staff: the price every product and savings estimate uses now, where it came from and
 * how old it is, and the ornament premium (added to the bar price when a source has no ornament price).
 */
export const PriceInUseAnswer = Type.Object({
  price: Type.Union([GoldPriceData, Type.Null()]),
  source: Type.Union([Type.Literal('upstream'), Type.Literal('staff'), Type.Null()]),
  /** ISO time of the price; null while no price is known. */
  at: Type.Union([Type.String(), Type.Null()]),
  today: Type.Boolean(),
  /** Baht per baht-weight of ornament gold, as products are priced. */
  ornament: Type.Union([Baht, Type.Null()]),
  /**
   * The shop's one ornament buy-back price per baht-weight (the day's bar buy-back less the owner's rule), the
   * figure customers are quoted; the source's own ornament buy-back, when it gives one, is only `price.price.gold`
   * (docs/decisions.md "One ornament buy-back price").
   */
  ornamentBuyback: Type.Union([Baht, Type.Null()]),
  basis: Type.Union([Type.Literal('ornament'), Type.Literal('bar-plus-premium'), Type.Null()]),
  ornamentPremium: Baht,
  /** How far (percent) a staff member's price by hand may be from `reference`; further, only the owner's. */
  manualLimitPercent: Type.Integer(),
  /** The ornament buy-back rule: percent below the day's bar buy-back price (docs/decisions.md "Buy-back estimate"). */
  ornamentBuybackDiscountPercent: Type.Number(),
  /** ISO time the owner paused prices; null while prices are live. */
  pausedAt: Type.Union([Type.String(), Type.Null()]),
  /** The last trusted price (the source's, or the owner's) a price by hand is measured against; null: none yet. */
  reference: Type.Union([Type.Object({ buy: Baht, sell: Baht, ornament: Baht, at: Type.String() }), Type.Null()]),
});
export type PriceInUseAnswer = Static<typeof PriceInUseAnswer>;
export const PremiumBody = Type.Object({ ornamentPremium: Type.Number({ minimum: 0, maximum: 100_000 }) });
export type PremiumBody = Static<typeof PremiumBody>;
export const ManualLimitBody = Type.Object({ percent: Type.Integer({ minimum: 1, maximum: 50 }) });
export type ManualLimitBody = Static<typeof ManualLimitBody>;

export const BuybackRuleBody = Type.Object({ discountPercent: Type.Number({ minimum: 0, maximum: 20 }) });
export type BuybackRuleBody = Static<typeof BuybackRuleBody>;
export const PauseBody = Type.Object({ paused: Type.Boolean() });
export type PauseBody = Static<typeof PauseBody>;

/** The history chart's spans: today's rounds, the last 30 days, the last year (one point a day). */
export const historyRanges = ['day', 'month', 'year'] as const;
export type HistoryRange = (typeof historyRanges)[number];
export const HistoryQuery = Type.Object({ range: Type.Union(historyRanges.map((r) => Type.Literal(r))) });
/**
 * One announcement, baht per baht-weight. The original API's naming: `buy` is the shop's sell-out (ขายออก), `sell` its
 * buy-back (รับซื้อ). Ornament sell-out as products are priced; ornament buy-back by the shop's rule.
 */
export const HistoryPoint = Type.Object({
  time: Type.String(),
  barBuy: Baht,
  barSell: Baht,
  ornamentBuy: Type.Optional(Baht),
  ornamentSell: Baht,
  /** The announcement's own change against the previous one (baht), when the source gave it. */
  change: Type.Optional(Baht),
});
export type HistoryPoint = Static<typeof HistoryPoint>;
export const HistoryAnswer = Type.Array(HistoryPoint);

/** The weights a customer may ask about: baht-weight, quarter baht-weight, grams. */
export const buybackUnits = ['บาท', 'สลึง', 'กรัม'] as const;
export type BuybackUnit = (typeof buybackUnits)[number];
export const buybackKinds = ['bar', 'ornament'] as const;
export type BuybackKind = (typeof buybackKinds)[number];
export const BuybackQuery = Type.Object({
  weight: Type.Number({ exclusiveMinimum: 0, maximum: 100_000 }),
  unit: Type.Union(buybackUnits.map((u) => Type.Literal(u))),
  kind: Type.Union(buybackKinds.map((k) => Type.Literal(k))),
});
export type BuybackQuery = Static<typeof BuybackQuery>;
export const BuybackAnswer = Type.Object({
  /** Whole baht, rounded down: an estimate never promises more than the shop pays. */
  amount: Type.Integer(),
  rule: Type.Object({
    kind: Type.Union(buybackKinds.map((k) => Type.Literal(k))),
    /** Grams in one baht-weight of this kind: 15.244 for bars, 15.16 for ornaments. */
    gramsPerBaht: Baht,
    /** The day's bar buy-back price the estimate starts from (baht per baht-weight). */
    barBuyback: Baht,
    /** How far below it (percent): 0 for bars, the owner's rule for ornaments. */
    discountPercent: Type.Number(),
    /** Baht per baht-weight of this kind after the rule. */
    perBaht: Baht,
    /** ISO time of the price used. */
    priceAt: Type.String(),
  }),
});
export type BuybackAnswer = Static<typeof BuybackAnswer>;

export const PriceAlertBody = Type.Object({
  kind: Type.Union(priceAlertKinds.map((k) => Type.Literal(k))),
  /** Baht per baht-weight of bar gold; checked in the handler so every refusal is Thai. */
  threshold: Type.Number(),
});
export type PriceAlertBody = Static<typeof PriceAlertBody>;
export const PriceAlert = Type.Object({
  id: Type.Integer(),
  kind: Type.Union(priceAlertKinds.map((k) => Type.Literal(k))),
  threshold: Baht,
  /** False after it fired, until the price goes back to the near side. */
  armed: Type.Boolean(),
  firedAt: Type.Union([Type.String(), Type.Null()]),
  createdAt: Type.String(),
});
export type PriceAlert = Static<typeof PriceAlert>;
export const PriceAlertsAnswer = Type.Object({
  alerts: Type.Array(PriceAlert),
  max: Type.Integer(),
  /** Whether this member signed in with LINE: alerts arrive only in LINE. */
  line: Type.Boolean(),
  /**
   * This month the shop's LINE messages are past the owner's threshold for price alerts: they reach the member in
   * the app's messages only (docs/decisions.md "The LINE message budget").
   */
  inAppOnly: Type.Boolean(),
  /** `each`: a LINE message per crossing; `daily`: one a day summing up the day's (docs/decisions.md "Price alerts in a daily digest"). */
  delivery: Type.Union(priceAlertDeliveries.map((d) => Type.Literal(d))),
});
export type PriceAlertsAnswer = Static<typeof PriceAlertsAnswer>;
export const AlertDeliveryBody = Type.Object(
  { delivery: Type.Union(priceAlertDeliveries.map((d) => Type.Literal(d))) },
  { additionalProperties: false },
);
export type AlertDeliveryBody = Static<typeof AlertDeliveryBody>;
export const AlertOffBody = Type.Object({ token: Type.String({ minLength: 16, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' }) });
export type AlertOffBody = Static<typeof AlertOffBody>;

/** The gold price panel's source: the public API's `/latest` in its shape, and the staff price for when it is down. */
export const goldPriceCalls = {
  latest: endpoint({
    summary: "Today's gold price (bar and ornament, buy and sell).",
    method: 'GET',
    path: '/api/gold-price/latest',
    access: 'public',
    answer: GoldPriceAnswer,
  }),
  history: endpoint({
    summary: 'Stored gold price announcements for a day, a month or a year.',
    method: 'GET',
    path: '/api/gold-price/history',
    access: 'public',
    query: HistoryQuery,
    answer: HistoryAnswer,
  }),
  buyback: endpoint({
    summary: "Today's buy-back estimate for a weight of bar gold or ornament.",
    method: 'GET',
    path: '/api/gold-price/buyback',
    access: 'public',
    query: BuybackQuery,
    answer: BuybackAnswer,
  }),
  alerts: endpoint({
    summary: "The member's price alerts.",
    method: 'GET',
    path: '/api/gold-price/alerts',
    access: 'member',
    answer: PriceAlertsAnswer,
  }),
  addAlert: endpoint({
    summary: 'Set a price alert (at most 5).',
    method: 'POST',
    path: '/api/gold-price/alerts',
    access: 'member',
    body: PriceAlertBody,
    answer: PriceAlertsAnswer,
  }),
  deleteAlert: endpoint({
    summary: 'Delete a price alert.',
    method: 'DELETE',
    path: '/api/gold-price/alerts/:id',
    access: 'member',
    params: IdParam,
    answer: PriceAlertsAnswer,
  }),
  setAlertDelivery: endpoint({
    summary: 'Choose how price alerts reach LINE: every crossing, or once a day.',
    method: 'PUT',
    path: '/api/gold-price/alerts/delivery',
    access: 'member',
    body: AlertDeliveryBody,
    answer: PriceAlertsAnswer,
  }),
  alertOff: endpoint({
    summary: "Switch an alert off from its LINE message's link.",
    method: 'POST',
    path: '/api/gold-price/alerts/off',
    access: 'public',
    body: AlertOffBody,
    answer: Message,
  }),
  manual: endpoint({
    summary: "Enter a gold price by hand while the source is down (within the owner's limit for staff).",
    method: 'POST',
    path: '/api/gold-price/manual',
    access: 'staff',
    limit:
      "within the owner's limit (5 % unless the owner set another) of the last price from the source or the owner; further, or with no such price yet, the owner's",
    body: ManualGoldPrice,
    answer: GoldPriceAnswer,
  }),
  inUse: endpoint({
    summary: 'The price products use now, the premium and the manual-price limit.',
    method: 'GET',
    path: '/api/gold-price/in-use',
    access: 'staff',
    answer: PriceInUseAnswer,
  }),
  setPremium: endpoint({
    summary: 'Set the ornament premium over the bar price (owner).',
    method: 'PUT',
    path: '/api/gold-price/premium',
    access: 'owner',
    body: PremiumBody,
    answer: PriceInUseAnswer,
  }),
  setBuybackRule: endpoint({
    summary: "Set the shop's ornament buy-back rule (owner).",
    method: 'PUT',
    path: '/api/gold-price/buyback-rule',
    access: 'owner',
    body: BuybackRuleBody,
    answer: PriceInUseAnswer,
  }),
  pause: endpoint({
    summary: 'Pause or resume prices on a volatile day (owner).',
    method: 'PUT',
    path: '/api/gold-price/pause',
    access: 'owner',
    body: PauseBody,
    answer: PriceInUseAnswer,
  }),
  setManualLimit: endpoint({
    summary: 'Set how far from the last known price staff may enter one by hand (owner).',
    method: 'PUT',
    path: '/api/gold-price/manual-limit',
    access: 'owner',
    body: ManualLimitBody,
    answer: PriceInUseAnswer,
  }),
};

/** Our own gold price base (the apps read `{base}/latest`): the default of the runtime configuration's goldPriceBase. */
export const GOLD_PRICE_BASE = goldPriceCalls.latest.path.replace(/\/latest$/, '');
