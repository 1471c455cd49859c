import { describe, expect, it } from 'vitest';
import { tableWidth, WIDE_ONLY } from './table-width';

describe('table width for a fixed action column', () => {
  it('adds the shown columns, counting unsized ones at the fallback and skipping search-only ones', () => {
    expect(tableWidth([{ width: 70 }, { width: 200 }, { hideInTable: true, width: 500 }, {}, { width: '20%' }], { lg: true }, 100)).toBe(
      470,
    );
    expect(tableWidth([])).toBe(0);
  });
  it('leaves out desktop-only columns on a tablet, as antd does', () => {
    const columns = [{ width: 64, responsive: WIDE_ONLY }, { width: 150 }, { width: 110 }, { width: 240 }];
    expect(tableWidth(columns, { xs: true, sm: true, md: true, lg: true, xl: true })).toBe(564); // 1280 px
    expect(tableWidth(columns, { xs: true, sm: true, md: true, lg: false })).toBe(500); // 768 px
    expect(tableWidth(columns)).toBe(564); // before antd has measured the screen: the desktop
  });
});
