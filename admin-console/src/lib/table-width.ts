/**
 * The width a queue's table needs: the sum of its shown columns' widths (a column without one counts as
 * `fallback`). Passed as ProTable's `scroll.x`, it is what lets the action column stay fixed on the right.
 * Each queue keeps the sum near 960 px so nothing scrolls at 1280 px (220 px menu, page padding); columns
 * marked WIDE_ONLY step aside below 992 px, so on a 768 px tablet (menu folded to icons, about 600 px of
 * table) the member, the amount and the buttons still fit, and the rest is in the row's drawer.
 */
export type Screens = Partial<Record<'xs' | 'sm' | 'md' | 'lg' | 'xl' | 'xxl', boolean>>;
type Breakpoint = keyof Screens;

/** antd's `responsive` for a column only a desktop-wide table has room for. */
export const WIDE_ONLY: Breakpoint[] = ['lg'];

interface Column {
  width?: number | string;
  hideInTable?: boolean;
  responsive?: Breakpoint[];
}

/** Whether antd shows a column at these screen sizes (no `responsive`: always). */
export const columnShown = (c: Column, screens: Screens) => !c.hideInTable && (!c.responsive || c.responsive.some((b) => screens[b]));

export function tableWidth(columns: readonly Column[], screens: Screens = { lg: true }, fallback = 120): number {
  return columns.reduce((sum, c) => (columnShown(c, screens) ? sum + (typeof c.width === 'number' ? c.width : fallback) : sum), 0);
}
