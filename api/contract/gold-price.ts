import { Type, type Static } from '@sinclair/typebox';

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
