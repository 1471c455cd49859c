import { MILLIGRAMS_E1 } from '../gold-price/buyback';
import { bahtWeightFraction } from '../gold-price/pricing';

/*
 * The gold account's arithmetic (docs/decisions.md "Gold account: grams and rounding"). Grams are whole units
 * of 0.0001 g; money is satang; every step is integer (BigInt), so no figure depends on floating point.
 * A purchase's grams are truncated (the fifth decimal dropped, never rounded up); a sell-back's baht are
 * rounded down to the satang: neither gives the member gold or money the shop has not got.
 */

/** Units of 0.0001 g in one baht-weight of bar gold (15.244 g): the one figure the buy-back estimate uses too. */
export const UNITS_PER_BAHT_WEIGHT = MILLIGRAMS_E1.bar;
/** One สลึง is a quarter of a baht-weight: 3.8110 g of bar gold. */
export const UNITS_PER_SALUENG = UNITS_PER_BAHT_WEIGHT / 4n;
const UNITS_PER_GRAM = 10_000n;

function whole(n: number, what: string): bigint {
  if (!Number.isSafeInteger(n) || n < 0) throw new RangeError(`${what} must be a whole number ≥ 0, got ${n}`);
  return BigInt(n);
}

/** Grams bought with `amountSatang` at `pricePerBahtSatang` a baht-weight: baht ÷ price × 15.244 g, truncated. */
export function unitsForAmount(amountSatang: number, pricePerBahtSatang: number): number {
  const price = whole(pricePerBahtSatang, 'price');
  if (price === 0n) throw new RangeError('price must be above zero');
  return Number((whole(amountSatang, 'amount') * UNITS_PER_BAHT_WEIGHT) / price);
}

/** What `units` of gold fetch at `pricePerBahtSatang` a baht-weight, in satang rounded down. */
export function amountForUnits(units: number, pricePerBahtSatang: number): number {
  return Number((whole(units, 'units') * whole(pricePerBahtSatang, 'price')) / UNITS_PER_BAHT_WEIGHT);
}

/** Units as grams with four decimals: 18477 → "1.8477" (a negative correction keeps its sign). */
export function formatGrams(units: number): string {
  const n = BigInt(units);
  const abs = n < 0n ? -n : n;
  const text = `${abs / UNITS_PER_GRAM}.${(abs % UNITS_PER_GRAM).toString().padStart(4, '0')}`;
  return n < 0n ? `-${text}` : text;
}

/**
 * Grams parsed from a member's or the owner's text ("1", "1.5", "0.0001"): at most four decimals, else null.
 * Text rather than a number so 0.1 + 0.2 never enters a balance.
 */
export function parseGrams(text: string): number | null {
  const m = /^(\d{1,7})(?:\.(\d{1,4}))?$/.exec(text.trim());
  if (!m) return null;
  return Number(BigInt(m[1]!) * UNITS_PER_GRAM + BigInt((m[2] ?? '').padEnd(4, '0')));
}

/** A weight the way a Thai gold shop says it: whole บาท, then สลึง, then the grams left: "1 บาท 2 สลึง 0.5000 กรัม". */
export function formatBahtWeight(units: number): string {
  const n = whole(units, 'units');
  const baht = n / UNITS_PER_BAHT_WEIGHT;
  const salueng = (n % UNITS_PER_BAHT_WEIGHT) / UNITS_PER_SALUENG;
  const rest = n % UNITS_PER_SALUENG;
  const parts: string[] = [];
  if (baht > 0n) parts.push(`${baht} บาท`);
  if (salueng > 0n) parts.push(`${salueng} สลึง`);
  if (rest > 0n || parts.length === 0) parts.push(`${formatGrams(Number(rest))} กรัม`);
  return parts.join(' ');
}

/**
 * The account's grams an ornament takes (docs/decisions.md "Gold account: an ornament for grams"): baht-weight for
 * baht-weight, a piece of N baht-weight (15.16 g each, both 96.5 %) taking N × 15.244 g of the account's bar gold,
 * rounded up to the unit as every figure leans toward the shop. Null for a unit the catalogue cannot price.
 */
export function unitsForOrnament(weight: number, unit: string): number | null {
  const f = bahtWeightFraction(weight, unit);
  if (!f) return null;
  const [num, den] = f;
  return Number((num * UNITS_PER_BAHT_WEIGHT + den - 1n) / den);
}
