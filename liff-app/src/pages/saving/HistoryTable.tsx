import { formatAmount } from '../../lib/format';
import { Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { SavingHistoryRow } from '@goldshop/api/contract';
import { newestFirst } from '../../features/money/balance';
import { formatThaiDate } from '../../features/money/format';
import { EMPTY_TEXT } from '../../features/money/messages';
import { ProofButton } from '../../features/money/ProofButton';
import { SavTypeTag, StatusTag } from '../../features/money/StatusTag';

const columns: ColumnsType<SavingHistoryRow> = [
  { title: 'วันที่', dataIndex: 'sav_TimeDate', render: (v: string) => formatThaiDate(v, true) },
  { title: 'ประเภท', dataIndex: 'sav_Type', render: (v: string) => <SavTypeTag savType={v} /> },
  { title: 'จำนวน (บาท)', dataIndex: 'sav_amount', align: 'right', className: 'money-num', render: (v: number) => (formatAmount(v) ?? '-') },
  { title: 'สถานะ', dataIndex: 'detail_status', render: (v: string) => <StatusTag status={v} /> },
  { title: 'หมายเหตุ', dataIndex: 'sav_note', className: 'money-note', render: (v: string | null) => v || '-' },
  { title: 'หลักฐาน', dataIndex: 'proof', render: (v: string | null) => <ProofButton proof={v} what="หลักฐานการโอน" /> },
  { title: 'คงเหลือ (บาท)', dataIndex: 'sav_NetBalance', align: 'right', className: 'money-num', render: (v: number) => (formatAmount(v) ?? '-') },
];

/** SPEC §2 history: 5 rows a page, newest first; amounts as integers with separators (§9). */
export function HistoryTable({ rows, loading }: { rows: SavingHistoryRow[] | undefined; loading: boolean }) {
  return (
    <div data-testid="saving-history">
      <Table<SavingHistoryRow>
        className="money-table"
        rowKey="sav_id"
        size="small"
        loading={loading && !rows}
        columns={columns}
        dataSource={newestFirst(rows ?? [])}
        pagination={{ pageSize: 5, showSizeChanger: false, position: ['bottomCenter'], hideOnSinglePage: false }}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: EMPTY_TEXT }}
      />
    </div>
  );
}
