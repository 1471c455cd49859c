const baht2 = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Money as staff read it: thousands separators, always 2 decimals, the baht sign, e.g. "฿1,500.50". */
export function formatBaht(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '—';
  return `${value < 0 ? '-' : ''}฿${baht2.format(Math.abs(value))}`;
}
