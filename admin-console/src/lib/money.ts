const baht2 = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Money as staff read it: thousands separators, always 2 decimals, the baht sign, e.g. "฿1,500.50". */
export function formatBaht(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '—';
  return `${value < 0 ? '-' : ''}฿${baht2.format(Math.abs(value))}`;
}

const baht0 = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** A price in whole baht as the member app shows it on a card, e.g. "฿21,725" (prices are rounded up to the baht). */
export function formatWholeBaht(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '—';
  return `฿${baht0.format(Math.ceil(value))}`;
}
