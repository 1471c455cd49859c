import { Grid } from 'antd';
import { tableWidth } from './table-width';

/** ProTable's `scroll.x` for these columns at the current screen size (antd's breakpoints). */
export function useTableWidth(columns: Parameters<typeof tableWidth>[0]): number {
  const screens = Grid.useBreakpoint();
  // Before the first measurement every breakpoint reads false: count it as the desktop.
  return tableWidth(columns, Object.values(screens).some(Boolean) ? screens : undefined);
}
