import type { GoldPriceData } from '../../../contract/gold-price';
import { bahtTextToSatang } from '../../lib/money';

/*
 * The shop's price model (docs/decisions.md "Gold price"): an ornament costs its gold weight at today's
 * ornament sell-out price plus the shop's making charge (ค่ากำเหน็จ) per piece, rounded up to the baht.
 * Everything here is exact: weights become whole ten-thousandths, units exact fractions of a baht-weight,
 * and the one division happens last, in BigInt, so no float ever decides a satang.
 */

/** Grams of ornament gold (96.5%) in one baht-weight; bar gold is 15.244 g, but the shop sells ornaments. */
export const GRAMS_PER_BAHT_WEIGHT = 15.16;

/**
 * How many baht-weight one of each unit is, as an exact fraction [numerator, denominator]. A Map: a unit
 * stored as `__proto__` or `constructor` must find nothing, not Object's own members (it answered 500 on
 * every list holding such a product).
 */
const UNITS: ReadonlyMap<string, readonly [bigint, bigint]> = new Map<string, readonly [bigint, bigint]>([
  ['บาท', [1n, 1n]],
  ['สลึง', [1n, 4n]],
  // 1 g = 1 / 15.16 baht-weight = 100 / 1516.
  ['กรัม', [100n, 1516n]],
]);
/** Weights are kept to 4 decimals (0.1 mg in grams): finer than any shop scale. */
const WEIGHT_SCALE = 10_000n;

/** A weight in the unit's own numbers as an exact fraction of a baht-weight, or null for a unit we cannot price. */
export function bahtWeightFraction(weight: number, unit: string): readonly [bigint, bigint] | null {
  const u = UNITS.get(unit.trim());
  if (!u || !Number.isFinite(weight) || weight <= 0) return null;
  return [BigInt(Math.round(weight * Number(WEIGHT_SCALE))) * u[0], WEIGHT_SCALE * u[1]];
}

/** A weight in baht-weight (for display: 7.6 g is 0.5013… baht-weight), or null for an unknown unit. */
export function bahtWeight(weight: number, unit: string): number | null {
  const f = bahtWeightFraction(weight, unit);
  return f && Number(f[0]) / Number(f[1]);
}

/**
 * A product's price in whole baht: weight × ornament sell-out per baht-weight + making charge, rounded up.
 * Null when the unit is not one we know (the product is shown without a price, not with a wrong one).
 */
export function productPriceBaht(weight: number, unit: string, ornamentSatang: number, makingChargeSatang: number): number | null {
  const f = bahtWeightFraction(weight, unit);
  if (!f) return null;
  const [num, den] = f;
  const total = num * BigInt(ornamentSatang) + BigInt(makingChargeSatang) * den; // satang × den
  const perBaht = den * 100n;
  return Number((total + perBaht - 1n) / perBaht);
}

/**
 * A product's price split for its page (docs/decisions.md "A product's price, split"): the ค่ากำเหน็จ is the
 * making charge staff set, and the gold value is the rest of the very price productPriceBaht gives (the gold's
 * worth with the round-up to the baht), so the two add up to the price to the satang. Null as the price is.
 */
export function productPriceSplit(
  weight: number,
  unit: string,
  ornamentSatang: number,
  makingChargeSatang: number,
): { priceSatang: number; goldSatang: number; workmanshipSatang: number } | null {
  const price = productPriceBaht(weight, unit, ornamentSatang, makingChargeSatang);
  if (price === null) return null;
  const priceSatang = price * 100;
  return { priceSatang, goldSatang: priceSatang - makingChargeSatang, workmanshipSatang: makingChargeSatang };
}

/** Grams of ornament gold in a weight, to 2 decimals (rounded down, as goldWeightOf); null for an unknown unit. */
export function ornamentGrams(weight: number, unit: string): number | null {
  if (unit.trim() === 'กรัม') return Number.isFinite(weight) && weight > 0 ? Math.floor(weight * 100 + 1e-9) / 100 : null;
  const f = bahtWeightFraction(weight, unit);
  // grams = num / den × 15.16 = num × 1516 / (den × 100); in hundredths of a gram: num × 1516 / den.
  return f && Number((f[0] * 1516n) / f[1]) / 100;
}

/** Where the ornament price came from: the source's own ornament figures, or its bar price plus the premium. */
export type OrnamentBasis = 'ornament' | 'bar-plus-premium';

/**
 * Today's ornament sell-out price per baht-weight, in satang. The higher of the source's two ornament
 * figures (a shop always sells above what it buys back, whichever name a source gives each field), else
 * the higher bar figure plus the premium staff set.
 */
export function ornamentSellOut(data: GoldPriceData, premiumSatang: number): { satang: number; basis: OrnamentBasis } {
  const higher = (p: { buy: string; sell: string }) => Math.max(bahtTextToSatang(p.buy), bahtTextToSatang(p.sell));
  if (data.price.gold) return { satang: higher(data.price.gold), basis: 'ornament' };
  return { satang: higher(data.price.gold_bar) + premiumSatang, basis: 'bar-plus-premium' };
}

/** What a balance buys in gold at the ornament price: an estimate, rounded down so it never promises more. */
export function goldWeightOf(balanceSatang: number, ornamentSatang: number): { grams: number; baht: number } {
  if (ornamentSatang <= 0 || balanceSatang <= 0) return { grams: 0, baht: 0 };
  const baht = balanceSatang / ornamentSatang;
  return { grams: Math.floor(baht * GRAMS_PER_BAHT_WEIGHT * 100) / 100, baht: Math.floor(baht * 10_000) / 10_000 };
}
