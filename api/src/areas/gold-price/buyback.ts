import type { BuybackAnswer, BuybackKind, BuybackUnit, GoldPriceData } from '../../../contract/gold-price';
import { satangToBaht } from '../../lib/money';
import { barPair, FULL_BP, ornamentBuyback } from './price-figures';

/*
 * What the shop would pay for a customer's gold (docs/decisions.md "Buy-back estimate"): a bar at the day's
 * bar buy-back price, 1 baht-weight = 15.244 g; an ornament by the owner's rule below that price (by default
 * the guideline's most, 5 %), 1 baht-weight = 15.16 g. Exact: the weight becomes a fraction of a baht-weight
 * in BigInt and the one division comes last, rounded down to the baht, so an estimate never promises more.
 */

/** Grams in one baht-weight, in ten-thousandths of a gram. */
export const MILLIGRAMS_E1: Record<BuybackKind, bigint> = { bar: 152_440n, ornament: 151_600n };
export const GRAMS_PER_BAHT: Record<BuybackKind, number> = { bar: 15.244, ornament: 15.16 };
/** Weights are taken to 4 decimals. */
const SCALE = 10_000n;

/** The weight as an exact fraction of a baht-weight of this kind. */
function bahtWeight(weight: number, unit: BuybackUnit, kind: BuybackKind): [bigint, bigint] {
  const w = BigInt(Math.round(weight * Number(SCALE)));
  switch (unit) {
    case 'บาท':
      return [w, SCALE];
    case 'สลึง':
      return [w, SCALE * 4n];
    case 'กรัม':
      // grams / (grams per baht-weight); both scaled by 10^4.
      return [w, MILLIGRAMS_E1[kind]];
  }
}

export function buybackEstimate(
  data: GoldPriceData,
  q: { weight: number; unit: BuybackUnit; kind: BuybackKind },
  discountBp: number,
): BuybackAnswer {
  const barBuyback = barPair(data).buyback;
  const bp = q.kind === 'ornament' ? discountBp : 0;
  const perBaht = q.kind === 'ornament' ? ornamentBuyback(barBuyback, bp) : barBuyback;
  const [num, den] = bahtWeight(q.weight, q.unit, q.kind);
  const satang = (num * BigInt(perBaht)) / den;
  return {
    amount: Number(satang / 100n),
    rule: {
      kind: q.kind,
      gramsPerBaht: GRAMS_PER_BAHT[q.kind],
      barBuyback: satangToBaht(barBuyback),
      discountPercent: (bp / FULL_BP) * 100,
      perBaht: satangToBaht(perBaht),
      priceAt: data.update_times ?? '',
    },
  };
}
