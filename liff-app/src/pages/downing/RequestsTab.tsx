import type { DownPaymentRow, DownRequest } from '@goldshop/api/contract';
import { formatAmount } from '../../lib/format';
import { rowTone, statusTone } from '../../lib/status';
import type { Loaded } from '../../lib/use-api';
import { formatThaiDate } from '../../features/money/format';
import { NO_REASON_TEXT, WAITING_TEXT } from '../../features/money/messages';
import { ProofButton } from '../../features/money/ProofButton';
import { StatusTag } from '../../features/money/StatusTag';
import { Badge } from '../../ui/Badge';
import { MoneyList, type MoneyField } from '../../ui/MoneyList';

const amount = (v: number | null) => formatAmount(v) ?? '-';

const requestFields: MoneyField<DownRequest>[] = [
  { key: 'date', title: 'วันที่ขอ', card: 'head', render: (r) => formatThaiDate(r.DateColumn) },
  { key: 'status', title: 'สถานะ', card: 'badge', render: (r) => <Badge tone={statusTone(r.statusCode)}>{r.Status}</Badge> },
  { key: 'product', title: 'ประเภทสินค้า', card: 'line', wrap: true, render: (r) => r.Prod_type || r.Asked || '-' },
  { key: 'approved', title: 'ยอดอนุมัติ (บาท)', card: 'amount', numeric: true, render: (r) => amount(r.ApprovedAmount) },
  { key: 'start', title: 'วันเริ่มสัญญา', render: (r) => formatThaiDate(r.StartDate) },
  { key: 'end', title: 'วันสิ้นสุดสัญญา', render: (r) => formatThaiDate(r.EndDate) },
  {
    key: 'note',
    title: 'หมายเหตุ',
    card: 'note',
    wrap: true,
    render: (r) => r.Note || (r.statusCode === 'rejected' ? NO_REASON_TEXT : null),
  },
];

const paymentFields: MoneyField<DownPaymentRow>[] = [
  { key: 'date', title: 'วันที่โอน', card: 'head', render: (p) => formatThaiDate(p.transfer_time, true) },
  {
    key: 'status',
    title: 'สถานะ',
    card: 'badge',
    render: (p) => (
      <>
        <StatusTag code={p.statusCode} />
        {p.statusCode === 'pending' && <span className="status-hint">{WAITING_TEXT}</span>}
      </>
    ),
  },
  { key: 'kind', title: 'รายการ', column: false, render: () => 'ชำระเงินงวด' },
  { key: 'amount', title: 'จำนวน (บาท)', card: 'amount', numeric: true, render: (p) => amount(p.amount) },
  {
    key: 'note',
    title: 'หมายเหตุ',
    card: 'note',
    wrap: true,
    render: (p) => p.note || (p.statusCode === 'rejected' ? NO_REASON_TEXT : null),
  },
  { key: 'proof', title: 'สลิป', render: (p) => <ProofButton proof={p.proof} /> },
];

/** 'ประวัติขออนุมัติ': every request, then the latest request's payments (downCalls.detail), 5 a page. */
export function RequestsTab({
  requests,
  latest,
  payments,
}: {
  requests: DownRequest[];
  latest: DownRequest | undefined;
  payments: Loaded<DownPaymentRow[]>;
}) {
  return (
    <div className="money-stack">
      <MoneyList
        testId="down-requests"
        label="คำขออนุมัติ"
        rows={requests}
        rowKey={(r) => r.down_id}
        fields={requestFields}
        pageSize={5}
        tone={(r) => rowTone(r.statusCode)}
      />
      {latest && (
        <section aria-labelledby="down-payments-title">
          <h2 id="down-payments-title" className="money-subtitle">
            รายการชำระเงินของคำขอล่าสุด
          </h2>
          <MoneyList
            testId="down-payments"
            label="รายการชำระเงิน"
            rows={payments.data ?? []}
            rowKey={(p) => p.id}
            fields={paymentFields}
            pageSize={5}
            loading={payments.loading && !payments.data}
            tone={(p) => rowTone(p.statusCode)}
          />
        </section>
      )}
    </div>
  );
}
