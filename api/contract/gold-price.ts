import { Type, type Static } from '@sinclair/typebox';
import { endpoint } from './endpoint';

/** The public Thai gold price API's shape (SPEC §3), values are strings with thousands commas. */
export const BuySell = Type.Object({ buy: Type.String(), sell: Type.String() });
export const GoldPriceData = Type.Object({
  date: Type.String(),
  update_time: Type.String(),
  /** Our addition in the same object: ISO 8601 time of the price, for the app's Thai date and hh:mm:ss. */
  update_times: Type.Optional(Type.String()),
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
export const ManualGoldPrice = Type.Object({
  buy: Type.Number({ exclusiveMinimum: 0, maximum: 10_000_000 }),
  sell: Type.Number({ exclusiveMinimum: 0, maximum: 10_000_000 }),
  compare_previous: Type.Number({ minimum: -1_000_000, maximum: 1_000_000 }),
});
export type ManualGoldPrice = Static<typeof ManualGoldPrice>;

/** The gold price panel's source: the public API's `/latest` in its shape, and the staff price for when it is down. */
export const goldPriceCalls = {
  latest: endpoint({ method: 'GET', path: '/api/gold-price/latest', access: 'public', answer: GoldPriceAnswer }),
  manual: endpoint({ method: 'POST', path: '/api/gold-price/manual', access: 'staff', body: ManualGoldPrice, answer: GoldPriceAnswer }),
};

/** Our own gold price base (the apps read `{base}/latest`): the default of the runtime configuration's goldPriceBase. */
export const GOLD_PRICE_BASE = goldPriceCalls.latest.path.replace(/\/latest$/, '');
