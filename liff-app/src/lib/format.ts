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

/** 41100.4 → "41,100"; undefined when not a number. */
export function formatBaht(value: unknown): string | undefined {
  const n = parseAmount(value);
  return n === undefined ? undefined : intFormat.format(Math.round(n));
}

/** Weight as the shop writes it: whole numbers without decimals, fractions with up to 2 (0.5, 1.25). */
export function formatWeight(weight: number): string {
  return new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 }).format(weight);
}
