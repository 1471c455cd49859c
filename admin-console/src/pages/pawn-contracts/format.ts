import type { PawnContract } from '@goldshop/api/contract';

const grams = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/** What was pawned in one line: "สร้อยคอ · 15.16 กรัม"; '—' when the shop recorded neither. */
export function itemText(c: Pick<PawnContract, 'item' | 'weight_grams'>): string {
  const parts = [c.item?.trim() || null, c.weight_grams != null ? `${grams.format(c.weight_grams)} กรัม` : null].filter(Boolean);
  return parts.length ? parts.join(' · ') : '—';
}

/** "เกินกำหนด 10 วัน" for an open contract past due; null when it is not overdue (closed ones never are). */
export function overdueText(c: Pick<PawnContract, 'days_overdue' | 'is_open'>): string | null {
  return c.is_open && c.days_overdue > 0 ? `เกินกำหนด ${c.days_overdue} วัน` : null;
}

/**
 * The weight field as the API takes it: a number of grams above 0 (at most 100,000, 2 decimals), or null
 * to clear it. The form's digit field hands over undefined or null when empty.
 */
export function weightForApi(v: number | string | null | undefined): number | null {
  if (v === null || v === undefined || v === '') return null;
  const n = typeof v === 'number' ? v : Number(String(v).replace(/,/g, ''));
  return Number.isFinite(n) && n > 0 ? Math.round(n * 100) / 100 : null;
}
