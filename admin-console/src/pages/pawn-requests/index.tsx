import { useRef } from 'react';
import { PageContainer, ProTable, type ActionType, type ProColumns } from '@ant-design/pro-components';
import { Button, Space, Typography } from 'antd';
import type { AdminPawnRequest, AdminPawnRequestsQuery } from '@goldshop/api/contract';
import { CellHint, CellLines } from '../../components/backoffice/CellLines';
import { SlipCell } from '../../components/backoffice/SlipMatch';
import { StatusTag } from '../../components/backoffice/StatusTag';
import { formatThaiDate, formatThaiDateTime } from '../../lib/date';
import { formatBaht } from '../../lib/money';
import { pawnRequestWhat as requestWhat } from '@goldshop/api/contract';
import { pawnKindValueEnum } from '../../lib/pawn-request';
import { pawnRequestValueEnum } from '../../lib/status';
import { tableData } from '../../lib/table-query';
import { WIDE_ONLY } from '../../lib/table-width';
import { useOpenDrawer } from '../../lib/use-open-drawer';
import { useTableWidth } from '../../lib/use-table-width';
import { RequestActions } from './components/RequestActions';
import { RequestDrawer } from './components/RequestDrawer';
import { listPawnRequests } from './service';

type Variant = 'payments' | 'pickups';
const TITLES: Record<Variant, { title: string; sub: string; table: string }> = {
  payments: { title: 'ชำระขายฝากผ่านแอป', sub: 'ต่อดอก ลดต้น และไถ่ถอนที่สมาชิกโอนมา ตรวจสลิปแล้วอนุมัติ ระบบส่งใบรับเงินทาง LINE', table: 'รายการชำระ' },
  pickups: { title: 'รอรับสินค้าคืน', sub: 'ไถ่ถอนที่รับชำระแล้ว รอส่งมอบสินค้าที่สาขา', table: 'รอส่งมอบ' },
};
const SLIP_FILTER = { flagged: { text: 'เฉพาะที่ต้องตรวจ' } };

/** Members' pawn payments from the app, one screen per queue (the variant fixes the queue's filter). */
function Requests({ variant }: { variant: Variant }) {
  const action = useRef<ActionType>();
  const rows = useRef<AdminPawnRequest[]>([]);
  const { openId, setOpenId, close } = useOpenDrawer();
  const reload = () => action.current?.reload();
  const fixed: Partial<Record<keyof AdminPawnRequestsQuery, string>> = variant === 'pickups' ? { status: 'approved', kind: 'redeem' } : {};

  // The row holds the decision: who, which contract and what for, the amount, the due date it gives, the
  // slip, the buttons. The quote line by line and the slip at full size are in the drawer.
  const columns: ProColumns<AdminPawnRequest>[] = [
    { title: 'เลขที่', dataIndex: 'id', search: false, width: 64, responsive: WIDE_ONLY },
    {
      title: 'สถานะ',
      dataIndex: 'status',
      valueType: 'select',
      valueEnum: pawnRequestValueEnum,
      width: 110,
      responsive: WIDE_ONLY,
      initialValue: variant === 'payments' ? 'pending' : undefined,
      search: variant === 'payments' ? undefined : false,
      hideInTable: variant === 'pickups',
      render: (_, r) => <StatusTag status={r.status} lifecycle="pawn" />,
    },
    {
      title: 'ประเภท',
      dataIndex: 'kind',
      valueType: 'select',
      valueEnum: pawnKindValueEnum,
      hideInTable: true,
      search: variant === 'payments' ? undefined : false,
    },
    { title: 'เลขที่สัญญา', dataIndex: 'jn_id', hideInTable: true },
    {
      title: 'สมาชิก / สัญญา',
      dataIndex: 'username',
      search: false,
      width: 150,
      render: (_, r) => (
        <CellLines>
          <span>{r.customerName}</span>
          <CellHint>
            {r.jn_id} · {requestWhat(r)}
          </CellHint>
        </CellLines>
      ),
    },
    {
      title: 'ส่งเมื่อ',
      dataIndex: 'createdAt',
      search: false,
      width: 130,
      responsive: WIDE_ONLY,
      render: (_, r) => formatThaiDateTime(r.createdAt),
    },
    {
      title: 'ยอดโอน',
      dataIndex: 'amount',
      search: false,
      align: 'right',
      width: 110,
      render: (_, r) => (
        <CellLines>
          <Typography.Text strong>{formatBaht(r.amount)}</Typography.Text>
          {r.principal > 0 && <CellHint>เงินต้น {formatBaht(r.principal)}</CellHint>}
        </CellLines>
      ),
    },
    variant === 'pickups'
      ? {
          title: 'นัดรับ',
          dataIndex: 'pickupDate',
          search: false,
          width: 120,
          render: (_, r) => (
            <CellLines>
              <span>สาขา{r.branch}</span>
              <CellHint>{r.pickupDate ? formatThaiDate(r.pickupDate) : '—'}</CellHint>
            </CellLines>
          ),
        }
      : {
          title: 'กำหนดชำระ',
          dataIndex: 'resultingDueDate',
          search: false,
          width: 120,
          // On a tablet the member, the amount, the slip and the buttons fit; the due date is in the drawer.
          responsive: WIDE_ONLY,
          render: (_, r) =>
            r.resultingDueDate ? (
              <CellLines>
                <span data-testid="pawn-new-due">{formatThaiDate(r.resultingDueDate)}</span>
                <CellHint>จาก {formatThaiDate(r.dueDate)}</CellHint>
              </CellLines>
            ) : (
              formatThaiDate(r.dueDate)
            ),
        },
    {
      title: 'สลิป',
      dataIndex: 'slip',
      valueType: 'select',
      valueEnum: SLIP_FILTER,
      width: 90,
      search: variant === 'payments' ? undefined : false,
      // Waiting for pickup the slip was checked already: on a tablet the branch and the day take its place.
      responsive: variant === 'pickups' ? WIDE_ONLY : undefined,
      render: (_, r) => <SlipCell image={r.proof} alt={`สลิปการชำระขายฝาก ${r.id}`} match={r.slipMatch} read={r.slipRead} />,
    },
    {
      title: 'จัดการ',
      valueType: 'option',
      fixed: 'right',
      width: 170,
      render: (_, r) => (
        <Space wrap size={[8, 4]}>
          <Button size="small" onClick={() => setOpenId(r.id)} aria-label={`รายละเอียดการชำระ ${r.id}`}>
            รายละเอียด
          </Button>
          <RequestActions r={r} onDone={reload} />
        </Space>
      ),
    },
  ];
  const width = useTableWidth(columns);
  const text = TITLES[variant];
  return (
    <PageContainer title={text.title} subTitle={text.sub}>
      <ProTable<AdminPawnRequest>
        rowKey="id"
        actionRef={action}
        columns={columns}
        request={async (params) => {
          const page = await listPawnRequests(params, fixed);
          rows.current = page.data;
          return tableData(page);
        }}
        pagination={{ pageSize: 20, showSizeChanger: false, showTotal: (t) => `ทั้งหมด ${t} รายการ` }}
        search={
          variant === 'pickups'
            ? false
            : { labelWidth: 'auto', searchText: 'ค้นหา', resetText: 'ล้าง', collapseRender: false, defaultCollapsed: false }
        }
        options={{ density: false, setting: false, reload: true }}
        locale={{ emptyText: 'ไม่มีรายการ' }}
        headerTitle={text.table}
        scroll={{ x: width }}
      />
      <RequestDrawer id={openId} known={rows.current.find((r) => r.id === openId)} onClose={close} onChanged={reload} />
    </PageContainer>
  );
}

export const PawnRequests = () => <Requests variant="payments" />;
export const PawnPickups = () => <Requests variant="pickups" />;
export default PawnRequests;
