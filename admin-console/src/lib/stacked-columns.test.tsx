import { describe, expect, it } from 'vitest';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { ColumnsType, ColumnType } from 'antd/es/table';
import { stackedOnPhone } from './stacked-columns';

interface Row {
  code: string;
  reason: string | null;
}
const columns: ColumnsType<Row> = [
  { title: 'สินค้า', key: 'piece', width: 120, render: (_, r) => r.code },
  { title: 'เหตุผล', key: 'reason', render: (_, r) => r.reason },
  { title: '', key: 'actions', render: () => <button type="button">ยืนยัน</button> },
];
const cell = (cols: ColumnsType<Row>, r: Row) => renderToStaticMarkup((cols[0] as ColumnType<Row>).render!(undefined, r, 0) as ReactNode);

describe('a table on a phone', () => {
  it('keeps the columns on wider screens', () => {
    expect(stackedOnPhone(columns, false)).toBe(columns);
  });
  it('reads a row top to bottom in one column: each title with its value, empty ones left out', () => {
    const stacked = stackedOnPhone(columns, true);
    expect(stacked).toHaveLength(1);
    const html = cell(stacked, { code: 'GN-1', reason: 'สินค้าชำรุด' });
    expect(html).toMatch(/สินค้า.*GN-1.*เหตุผล.*สินค้าชำรุด.*ยืนยัน/s);
    const none = cell(stacked, { code: 'GN-2', reason: null });
    expect(none).toContain('GN-2');
    expect(none).not.toContain('เหตุผล');
  });
});
