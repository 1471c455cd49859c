import { Type, type Static } from '@sinclair/typebox';
import { Baht } from './common';
import { endpoint } from './endpoint';

/** The public Thai gold price API's shape (SPEC §3), values are strings with thousands commas. */
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

export const GoldPriceAnswer = Type.Object({ status: Type.String(), response: Type.Optional(GoldPriceData) });
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
  basis: Type.Union([Type.Literal('ornament'), Type.Literal('bar-plus-premium'), Type.Null()]),
  ornamentPremium: Baht,
  /** How far (percent) a staff member's price by hand may be from `reference`; further, only the owner's. */
  manualLimitPercent: Type.Integer(),
  /** The last trusted price (the source's, or the owner's) a price by hand is measured against; null: none yet. */
  reference: Type.Union([Type.Object({ buy: Baht, sell: Baht, ornament: Baht, at: Type.String() }), Type.Null()]),
});
export type PriceInUseAnswer = Static<typeof PriceInUseAnswer>;
export const PremiumBody = Type.Object({ ornamentPremium: Type.Number({ minimum: 0, maximum: 100_000 }) });
export type PremiumBody = Static<typeof PremiumBody>;
export const ManualLimitBody = Type.Object({ percent: Type.Integer({ minimum: 1, maximum: 50 }) });
export type ManualLimitBody = Static<typeof ManualLimitBody>;

/** The gold price panel's source: the public API's `/latest` in its shape, and the staff price for when it is down. */
export const goldPriceCalls = {
  latest: endpoint({ method: 'GET', path: '/api/gold-price/latest', access: 'public', answer: GoldPriceAnswer }),
  manual: endpoint({
    method: 'POST',
    path: '/api/gold-price/manual',
    access: 'staff',
    limit: "within the owner's limit (5 % unless the owner set another) of the last price from the source or the owner; further, or with no such price yet, the owner's",
    body: ManualGoldPrice,
    answer: GoldPriceAnswer,
  }),
  inUse: endpoint({ method: 'GET', path: '/api/gold-price/in-use', access: 'staff', answer: PriceInUseAnswer }),
  setPremium: endpoint({ method: 'PUT', path: '/api/gold-price/premium', access: 'owner', body: PremiumBody, answer: PriceInUseAnswer }),
  setManualLimit: endpoint({ method: 'PUT', path: '/api/gold-price/manual-limit', access: 'owner', body: ManualLimitBody, answer: PriceInUseAnswer }),
};

/** Our own gold price base (the apps read `{base}/latest`): the default of the runtime configuration's goldPriceBase. */
export const GOLD_PRICE_BASE = goldPriceCalls.latest.path.replace(/\/latest$/, '');
