/**
 * SPEC §9: amounts are shown as integers with thousands separators. Accepts numbers or the gold price
 * API's strings with commas ("41,100.00"); answers undefined for anything that is not a number.
 */
export function parseAmount(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value !== 'string') return undefined;
  const cleaned = value.replace(/,/g, '').trim();
  if (cleaned === '') return undefined;
  const n = Number(cleaned);
  return Number.isFinite(n) ? n : undefined;
}

const intFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const satangFormat = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/**
 * An amount of money for tables and prices: SPEC §9 integers with thousands separators ("41,100"), but
 * satang are never rounded away: 1500.5 shows "1,500.50", not "1,501". undefined when not a number.
 */
export function formatAmount(value: unknown): string | undefined {
  const n = parseAmount(value);
  if (n === undefined) return undefined;
  const satang = Math.round(n * 100);
  return satang % 100 === 0 ? intFormat.format(satang / 100) : satangFormat.format(satang / 100);
}

/** A balance, always with satang: "5,251.50", "1,000.00". undefined when not a number. */
export function formatBalance(value: unknown): string | undefined {
  const n = parseAmount(value);
  return n === undefined ? undefined : satangFormat.format(n);
}

/** Weight as the shop writes it: whole numbers without decimals, fractions with up to 2 (0.5, 1.25). */
export function formatWeight(weight: number): string {
  return new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 }).format(weight);
}

/**
 * A product's price as a customer reads it on a card: the baht sign and whole baht with separators
 * ("฿21,725"). Prices arrive rounded up to the baht; undefined when there is none (no gold price, or a
 * unit the shop cannot price), so the card shows nothing rather than a broken figure.
 */
export function formatPrice(value: number | null | undefined): string | undefined {
  if (value === null || value === undefined || !Number.isFinite(value)) return undefined;
  return `฿${intFormat.format(Math.ceil(value))}`;
}

/** An amount still to save, with the baht sign; satang kept when there are any ("฿1,500.50", "฿800"). */
export function formatMoneySign(value: number | null | undefined): string | undefined {
  const text = formatAmount(value);
  return text === undefined ? undefined : `฿${text}`;
}

const weight2 = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/**
 * A balance as gold weight, for the /saving estimate: grams and baht-weight, each with 2 decimals and
 * rounded down, so the estimate never promises more gold than the money buys. The API sends grams to
 * 2 decimals and baht-weight to 4; the baht-weight is cut in whole ten-thousandths first, because
 * 0.29 × 100 is 28.999… in floating point and a plain floor would lose a hundredth.
 */
export function formatGoldWeight(weight: { grams: number; baht: number }): { grams: string; baht: string } {
  const down2 = (n: number) => Math.floor(Math.round(Math.max(0, n) * 10_000) / 100) / 100;
  return { grams: weight2.format(down2(weight.grams)), baht: weight2.format(down2(weight.baht)) };
}
