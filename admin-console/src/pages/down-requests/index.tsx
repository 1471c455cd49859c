import type { ProColumns } from '@ant-design/pro-components';
import { Typography } from 'antd';
import type { AdminDownRequest } from '@goldshop/api/contract';
import { CellHint, CellLines } from '../../components/backoffice/CellLines';
import { ReasonAction } from '../../components/backoffice/ReasonAction';
import { QueueTable } from '../../components/QueueTable';
import { idColumn, memberColumn, openColumn, statusColumn } from '../../components/queue-columns';
import { formatThaiDateTime } from '../../lib/date';
import { formatBaht } from '../../lib/money';
import { downValueEnum } from '../../lib/status';
import { WIDE_ONLY } from '../../lib/table-width';
import { useQueue } from '../../lib/use-queue';
import { ApproveDownForm } from './components/ApproveDownForm';
import { AskedCell } from './components/AskedSummary';
import { RequestDrawer } from './components/RequestDrawer';
import { listDownRequests, rejectDownRequest } from './service';

/** Savings type 2 requests: approve with the product, amount and period, or reject with a reason. */
export default function DownRequests() {
  const q = useQueue<AdminDownRequest>();
  // The row shows who, what they asked for and the contract in one cell each; the note, the period and
  // the decision time are in the drawer.
  const columns: ProColumns<AdminDownRequest>[] = [
    idColumn(),
    statusColumn(downValueEnum, (r) => r.Status, 'down'),
    memberColumn(
      (r) => (
        <>
          {r.customerName && <Typography.Text type="secondary">{r.customerName}</Typography.Text>}
          <CellHint>ขอเมื่อ {formatThaiDateTime(r.createdAt)}</CellHint>
        </>
      ),
      { width: 160 },
    ),
    { title: 'สมาชิกขอ', dataIndex: 'askedProduct', search: false, width: 190, render: (_, r) => <AskedCell r={r} /> },
    {
      title: 'สัญญา',
      dataIndex: 'Prod_type',
      search: false,
      width: 180,
      responsive: WIDE_ONLY, // set when approving; in the drawer on a tablet
      render: (_, r) =>
        r.Prod_type ? (
          <CellLines>
            <Typography.Text ellipsis={{ tooltip: r.Prod_type }} style={{ maxWidth: 150 }}>
              {r.Prod_type}
            </Typography.Text>
            {r.ApprovedAmount !== null && <span>{formatBaht(r.ApprovedAmount)}</span>}
            <CellHint>ชำระแล้ว {formatBaht(r.paid)}</CellHint>
          </CellLines>
        ) : (
          <Typography.Text type="secondary">ยังไม่อนุมัติ</Typography.Text>
        ),
    },
    openColumn(
      250,
      q.open,
      (r) => ({ label: 'รายละเอียด', name: `รายละเอียดคำขอ ${r.id}` }),
      (r) =>
        r.Status === 'pending' && (
          <>
            <ApproveDownForm r={r} onDone={q.reload} />
            <ReasonAction
              name={`down-reject-${r.id}`}
              label="ไม่อนุมัติ"
              title={`ไม่อนุมัติคำขอ #${r.id}`}
              fieldLabel="เหตุผล (สมาชิกเห็น)"
              action={(note) => rejectDownRequest(r.id, note)}
              onDone={q.reload}
            />
          </>
        ),
    ),
  ];
  return (
    <QueueTable
      queue={q}
      title="คำขอออมทองประเภทที่ 2"
      subTitle="อนุมัติพร้อมกำหนดสินค้า ยอดเงิน และระยะสัญญา"
      headerTitle="คำขอ"
      columns={columns}
      list={listDownRequests}
    >
      <RequestDrawer
        r={q.known ?? null}
        onClose={q.close}
        onDone={() => {
          q.close(); // the drawer's copy of the row is out of date once decided
          q.reload();
        }}
      />
    </QueueTable>
  );
}
