import type { ReactNode } from 'react';
import { Descriptions, Grid } from 'antd';
import type { ColumnsType, ColumnType } from 'antd/es/table';

/**
 * A table's columns on a phone: one column whose cell lists each column's title and value, so a row reads top to
 * bottom inside the screen instead of scrolling sideways past it (the counter's own pages, where staff may hold a
 * phone: docs/decisions.md "Refunds due and the deposit at the counter"). Wider screens keep the columns. A column
 * whose cell is empty for the row is left out of it.
 */
export function stackedOnPhone<T>(columns: ColumnsType<T>, phone: boolean): ColumnsType<T> {
  if (!phone) return columns;
  return [
    {
      key: 'stacked',
      render: (_: unknown, record: T, index: number) => (
        <Descriptions
          size="small"
          column={1}
          colon={false}
          items={columns.flatMap((c) => {
            const value = (c as ColumnType<T>).render?.(undefined, record, index) as ReactNode;
            if (value === null || value === undefined || value === false || value === '') return [];
            const label = typeof c.title === 'string' && c.title ? c.title : undefined;
            // A block of its own: a cell's parts (a tag, then its reason under it) stack as in the wide table.
            return [{ key: String(c.key), label, children: <div style={{ minWidth: 0 }}>{value}</div> }];
          })}
        />
      ),
    },
  ];
}

/** Below antd's md breakpoint (768 px). Before the first measurement: not a phone. */
export function usePhone(): boolean {
  return Grid.useBreakpoint().md === false;
}
