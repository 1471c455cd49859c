import { useRef, useState } from 'react';
import { PageContainer, ProTable, type ActionType, type ProColumns } from '@ant-design/pro-components';
import { Button, Space, Typography } from 'antd';
import type { AdminDownRequest } from '@goldshop/api/contract';
import { CellLines, CellHint } from '../../components/backoffice/CellLines';
import { ReasonAction } from '../../components/backoffice/ReasonAction';
import { StatusTag } from '../../components/backoffice/StatusTag';
import { formatThaiDateTime } from '../../lib/date';
import { formatBaht } from '../../lib/money';
import { downValueEnum } from '../../lib/status';
import { tableData } from '../../lib/table-query';
import { WIDE_ONLY } from '../../lib/table-width';
import { useTableWidth } from '../../lib/use-table-width';
import { ApproveDownForm } from './components/ApproveDownForm';
import { AskedCell } from './components/AskedSummary';
import { RequestDrawer } from './components/RequestDrawer';
import { listDownRequests, rejectDownRequest } from './service';

/** Savings type 2 requests: approve with the product, amount and period, or reject with a reason. */
export default function DownRequests() {
  const action = useRef<ActionType>();
  const reload = () => action.current?.reload();
  const [open, setOpen] = useState<AdminDownRequest | null>(null);
  // The row shows who, what they asked for and the contract in one cell each; the note, the period and
  // the decision time are in the drawer.
  const columns: ProColumns<AdminDownRequest>[] = [
    { title: 'เลขที่', dataIndex: 'id', search: false, width: 64, responsive: WIDE_ONLY },
    {
      title: 'สถานะ',
      dataIndex: 'status',
      valueType: 'select',
      valueEnum: downValueEnum,
      initialValue: 'pending',
      width: 100,
      responsive: WIDE_ONLY,
      render: (_, r) => <StatusTag status={r.Status} lifecycle="down" />,
    },
    {
      title: 'สมาชิก',
      dataIndex: 'username',
      search: false,
      width: 160,
      render: (_, r) => (
        <CellLines>
          <span>{r.username ?? `#${r.userId}`}</span>
          {r.customerName && <Typography.Text type="secondary">{r.customerName}</Typography.Text>}
          <CellHint>ขอเมื่อ {formatThaiDateTime(r.createdAt)}</CellHint>
        </CellLines>
      ),
    },
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
    {
      title: 'จัดการ',
      valueType: 'option',
      fixed: 'right',
      width: 250,
      render: (_, r) => (
        <Space wrap size={[8, 4]}>
          <Button size="small" onClick={() => setOpen(r)} aria-label={`รายละเอียดคำขอ ${r.id}`}>
            รายละเอียด
          </Button>
          {r.Status === 'pending' && (
            <>
              <ApproveDownForm r={r} onDone={reload} />
              <ReasonAction
                name={`down-reject-${r.id}`}
                label="ไม่อนุมัติ"
                title={`ไม่อนุมัติคำขอ #${r.id}`}
                fieldLabel="เหตุผล (สมาชิกเห็น)"
                action={(note) => rejectDownRequest(r.id, note)}
                onDone={reload}
              />
            </>
          )}
        </Space>
      ),
    },
  ];
  const width = useTableWidth(columns);
  return (
    <PageContainer title="คำขอออมทองประเภทที่ 2" subTitle="อนุมัติพร้อมกำหนดสินค้า ยอดเงิน และระยะสัญญา">
      <ProTable<AdminDownRequest>
        rowKey="id"
        actionRef={action}
        columns={columns}
        request={async (params) => tableData(await listDownRequests(params))}
        pagination={{ pageSize: 20, showSizeChanger: false, showTotal: (t) => `ทั้งหมด ${t} รายการ` }}
        search={{ labelWidth: 'auto', searchText: 'ค้นหา', resetText: 'ล้าง', collapseRender: false, defaultCollapsed: false }}
        options={{ density: false, setting: false, reload: true }}
        locale={{ emptyText: 'ไม่มีรายการ' }}
        headerTitle="คำขอ"
        scroll={{ x: width }}
      />
      <RequestDrawer
        r={open}
        onClose={() => setOpen(null)}
        onDone={() => {
          setOpen(null); // the drawer's copy of the row is out of date once decided
          reload();
        }}
      />
    </PageContainer>
  );
}
