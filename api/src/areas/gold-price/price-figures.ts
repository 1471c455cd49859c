import type { GoldPriceData } from '../../../contract/gold-price';
import { bahtTextToSatang } from '../../lib/money';
import { ornamentSellOut } from './pricing';

/*
 * The figures of one announcement in satang per baht-weight. A source may name a pair's fields either way
 * round; a shop always sells above what it buys back, so the higher figure is the sell-out (the original API's `buy`,
 * ขายออก) and the lower the buy-back (the original API's `sell`, รับซื้อ), as products are priced (pricing.ts).
 */

export interface BarPair {
  sellOut: number;
  buyback: number;
}

export function barPair(data: GoldPriceData): BarPair {
  const a = bahtTextToSatang(data.price.gold_bar.buy);
  const b = bahtTextToSatang(data.price.gold_bar.sell);
  return { sellOut: Math.max(a, b), buyback: Math.min(a, b) };
}

/** 100 % in hundredths of a percent: the unit of the owner's ornament buy-back rule. */
export const FULL_BP = 10_000;

/**
 * The shop's ornament buy-back per baht-weight: the day's bar buy-back price less the owner's rule,
 * rounded down to the satang (docs/decisions.md "Buy-back estimate").
 */
export const ornamentBuyback = (barBuybackSatang: number, discountBp: number): number =>
  Math.floor((barBuybackSatang * (FULL_BP - discountBp)) / FULL_BP);

/** Both pairs of one announcement, as the history and the home panel show them. */
export function pricePairs(data: GoldPriceData, premiumSatang: number, discountBp: number) {
  const bar = barPair(data);
  return { bar, ornament: { sellOut: ornamentSellOut(data, premiumSatang).satang, buyback: ornamentBuyback(bar.buyback, discountBp) } };
}

/** "+50", "-1,100.50", "0" → baht; undefined when the source's change is missing or not a number. */
export function changeBaht(text: string | undefined): number | undefined {
  if (!text) return undefined;
  const m = /^([+-]?)(.+)$/.exec(text.trim());
  if (!m) return undefined;
  try {
    const satang = bahtTextToSatang(m[2]!);
    return (m[1] === '-' ? -satang : satang) / 100;
  } catch {
    return undefined;
  }
}
