/** A page number, or a gap ('…') between two runs of numbers. */
export type PagerItem = number | 'gap';

/**
 * The page numbers a pager shows: all of them up to seven pages, else the first, the last and the current
 * page with its neighbours, so the row fits a 360 px phone.
 */
export function pagerItems(current: number, pages: number): PagerItem[] {
  if (pages <= 7) return Array.from({ length: pages }, (_, i) => i + 1);
  let from = Math.max(2, Math.min(current - 1, pages - 4));
  let to = Math.min(pages - 1, Math.max(current + 1, 5));
  // A gap that would hide a single page shows that page instead.
  if (from === 3) from = 2;
  if (to === pages - 2) to = pages - 1;
  const items: PagerItem[] = [1];
  if (from > 2) items.push('gap');
  for (let p = from; p <= to; p++) items.push(p);
  if (to < pages - 1) items.push('gap');
  items.push(pages);
  return items;
}

export const pageCount = (total: number, size: number) => Math.max(1, Math.ceil(total / size));
