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
