import { Fragment, type ReactNode } from 'react';
import { PageContainer, ProTable, type ProColumns, type ProTableProps } from '@ant-design/pro-components';
import { tableData, type TableParams } from '../lib/table-query';
import type { Queue } from '../lib/use-queue';
import { useTableWidth } from '../lib/use-table-width';

/** The filters above every queue: always open, with Thai buttons. */
export const QUEUE_SEARCH = {
  labelWidth: 'auto',
  searchText: 'ค้นหา',
  resetText: 'ล้าง',
  collapseRender: false,
  defaultCollapsed: false,
} as const;
/** Pages of 20 with their total (docs/product.md "Limits and page sizes"). */
export const QUEUE_PAGINATION = { pageSize: 20, showSizeChanger: false, showTotal: (total: number) => `ทั้งหมด ${total} รายการ` };

// biome-ignore lint/suspicious/noExplicitAny: ProTable's own bound for a row
type Row = Record<string, any>;

export interface QueueTableProps<T extends Row> extends Omit<ProTableProps<T, TableParams>, 'columns' | 'request' | 'actionRef' | 'title'> {
  queue: Queue<T>;
  /** The page's title, the line under it, and a figure beside them (what the shop owes its savers). */
  title: ReactNode;
  subTitle?: ReactNode;
  content?: ReactNode;
  columns: ProColumns<T>[];
  /** The page's list call: a page of a paged call with the form's filters, or a whole list. */
  list: (params: TableParams) => Promise<{ data: T[]; total: number } | T[]>;
  /** What stands above the table (the settings a list works under). */
  above?: ReactNode;
  /** Beside the table's title: the form that adds a row. */
  addForm?: ReactNode;
  /** The row's drawer. */
  children?: ReactNode;
}

/**
 * A console page whose work is a table (docs/decisions.md "One queue table for the console's lists"): the
 * page's title, then the table with its filters, paging, reload and empty text as every list has them, as
 * wide as its columns so that the action column stays fixed on the right at 1280 px (docs/decisions.md
 * "Decisions in reach on a 1280 px screen"). A page states its columns, its list call and its drawer; the
 * table's other props override the defaults (`search={false}` where nothing filters).
 */
export function QueueTable<T extends Row>({
  queue,
  title,
  subTitle,
  content,
  columns,
  list,
  above,
  addForm,
  children,
  ...table
}: QueueTableProps<T>) {
  const width = useTableWidth(columns);
  return (
    <PageContainer title={title} subTitle={subTitle} content={content}>
      {above}
      <ProTable<T, TableParams>
        rowKey="id"
        actionRef={queue.action}
        columns={columns}
        request={async (params) => {
          const page = tableData(await list(params));
          queue.rows.current = page.data;
          return page;
        }}
        pagination={QUEUE_PAGINATION}
        search={QUEUE_SEARCH}
        options={{ density: false, setting: false, reload: true }}
        locale={{ emptyText: 'ไม่มีรายการ' }}
        scroll={{ x: width }}
        toolBarRender={addForm ? () => [<Fragment key="add">{addForm}</Fragment>] : undefined}
        {...table}
      />
      {children}
    </PageContainer>
  );
}
