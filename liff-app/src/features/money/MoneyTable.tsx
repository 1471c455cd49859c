import { Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { EMPTY_TEXT } from './messages';
import { empty, type MoneyListProps } from './MoneyList';

/** MoneyList's layout from 768 px: the SPEC's table, its column words as headings. */
export default function MoneyTable<T>({ testId, rows, rowKey, fields, pageSize, loading, size = 'small', onOpen, tone }: MoneyListProps<T>) {
  const columns: ColumnsType<T> = fields.filter((f) => f.column !== false).map((f) => ({
    key: f.key,
    title: f.title,
    fixed: f.fixed,
    align: f.numeric ? 'right' : undefined,
    className: [f.numeric ? 'money-num' : '', f.card === 'note' ? 'money-note' : '', f.className ?? ''].join(' ').trim() || undefined,
    render: (_: unknown, row: T) => {
      const v = f.render(row);
      return empty(v) ? '-' : v;
    },
    onCell: () => ({ 'data-field': f.key }) as React.HTMLAttributes<HTMLElement>,
  }));
  return (
    <div data-testid={testId}>
      <Table<T>
        className="money-table"
        rowKey={(r) => rowKey(r)}
        size={size}
        loading={loading && rows.length === 0}
        columns={columns}
        dataSource={rows as T[]}
        pagination={{ pageSize, showSizeChanger: false, hideOnSinglePage: true, position: ['bottomCenter'] }}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: EMPTY_TEXT }}
        rowClassName={(r) => [onOpen ? 'clickable-row' : '', tone?.(r) ?? ''].join(' ').trim()}
        onRow={(r) => ({ 'data-row': '', onClick: onOpen ? () => onOpen(r) : undefined }) as React.HTMLAttributes<HTMLElement>}
      />
    </div>
  );
}
