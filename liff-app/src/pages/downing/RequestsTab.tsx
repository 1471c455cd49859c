import { formatAmount } from '../../lib/format';
import { Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { DOWN_STATUS_TEXT, type DownPaymentRow, type DownRequest } from '@goldshop/api/contract';
import { formatThaiDate } from '../../features/money/format';
import { EMPTY_TEXT } from '../../features/money/messages';
import { ProofButton } from '../../features/money/ProofButton';
import { StatusTag } from '../../features/money/StatusTag';
import type { Loaded } from '../../lib/use-api';

const requestColumns: ColumnsType<DownRequest> = [
  { title: 'วันที่ขอ', dataIndex: 'DateColumn', render: (v: string) => formatThaiDate(v) },
  { title: 'สถานะ', dataIndex: 'Status', render: (v: string) => <Tag color={v === DOWN_STATUS_TEXT.pending ? 'warning' : 'success'}>{v}</Tag> },
  { title: 'ประเภทสินค้า', dataIndex: 'Prod_type', className: 'money-note', render: (v: string | null) => v || '-' },
  { title: 'ยอดอนุมัติ (บาท)', dataIndex: 'ApprovedAmount', align: 'right', className: 'money-num', render: (v: number | null) => (formatAmount(v) ?? '-') },
  { title: 'วันเริ่มสัญญา', dataIndex: 'StartDate', render: (v: string | null) => formatThaiDate(v) },
  { title: 'วันสิ้นสุดสัญญา', dataIndex: 'EndDate', render: (v: string | null) => formatThaiDate(v) },
];

const paymentColumns: ColumnsType<DownPaymentRow> = [
  { title: 'วันที่โอน', dataIndex: 'transfer_time', render: (v: string) => formatThaiDate(v, true) },
  { title: 'จำนวน (บาท)', dataIndex: 'amount', align: 'right', className: 'money-num', render: (v: number) => (formatAmount(v) ?? '-') },
  { title: 'สถานะ', dataIndex: 'status', render: (v: string) => <StatusTag status={v} /> },
  { title: 'หมายเหตุ', dataIndex: 'note', className: 'money-note', render: (v: string | null) => v || '-' },
  { title: 'สลิป', dataIndex: 'proof', render: (v: string | null) => <ProofButton proof={v} /> },
];

/** 'ประวัติขออนุมัติ': every request, then the latest request's payments (downCalls.detail). */
export function RequestsTab({ requests, latest, payments }: { requests: DownRequest[]; latest: DownRequest | undefined; payments: Loaded<DownPaymentRow[]> }) {
  return (
    <div className="money-stack">
      <div data-testid="down-requests">
        <Table<DownRequest>
          className="money-table"
          rowKey="down_id"
          size="small"
          columns={requestColumns}
          dataSource={requests}
          pagination={{ pageSize: 5, showSizeChanger: false, hideOnSinglePage: true, position: ['bottomCenter'] }}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: EMPTY_TEXT }}
        />
      </div>
      {latest && (
        <section aria-labelledby="down-payments-title">
          <h2 id="down-payments-title" className="money-subtitle">รายการชำระเงินของคำขอล่าสุด</h2>
          <div data-testid="down-payments">
            <Table<DownPaymentRow>
              className="money-table"
              rowKey="id"
              size="small"
              loading={payments.loading && !payments.data}
              columns={paymentColumns}
              dataSource={payments.data ?? []}
              pagination={{ pageSize: 5, showSizeChanger: false, hideOnSinglePage: true, position: ['bottomCenter'] }}
              scroll={{ x: 'max-content' }}
              locale={{ emptyText: EMPTY_TEXT }}
            />
          </div>
        </section>
      )}
    </div>
  );
}
