import type { ProColumns } from '@ant-design/pro-components';
import { Typography } from 'antd';
import { pawnRequestWhat as requestWhat, type AdminPawnRequest, type AdminPawnRequestsQuery } from '@goldshop/api/contract';
import { CellHint, CellLines } from '../../components/backoffice/CellLines';
import { QUEUE_SEARCH, QueueTable } from '../../components/QueueTable';
import { idColumn, openColumn, sentColumn, slipColumn, statusColumn } from '../../components/queue-columns';
import { formatThaiDate } from '../../lib/date';
import { formatBaht } from '../../lib/money';
import { pawnKindValueEnum } from '../../lib/pawn-request';
import { pawnRequestValueEnum } from '../../lib/status';
import { WIDE_ONLY } from '../../lib/table-width';
import { useQueue } from '../../lib/use-queue';
import { RequestActions } from './components/RequestActions';
import { RequestDrawer } from './components/RequestDrawer';
import { listPawnRequests } from './service';

type Variant = 'payments' | 'pickups';
const TITLES: Record<Variant, { title: string; subTitle: string; headerTitle: string }> = {
  payments: {
    title: 'ชำระขายฝากผ่านแอป',
    subTitle: 'ต่อดอก ลดต้น และไถ่ถอนที่สมาชิกโอนมา ตรวจสลิปแล้วอนุมัติ ระบบส่งใบรับเงินทาง LINE',
    headerTitle: 'รายการชำระ',
  },
  pickups: { title: 'รอรับสินค้าคืน', subTitle: 'ไถ่ถอนที่รับชำระแล้ว รอส่งมอบสินค้าที่สาขา', headerTitle: 'รอส่งมอบ' },
};

/** Members' pawn payments from the app, one screen per queue (the variant fixes the queue's filter). */
function Requests({ variant }: { variant: Variant }) {
  const q = useQueue<AdminPawnRequest>({ linkable: true });
  const fixed: Partial<Record<keyof AdminPawnRequestsQuery, string>> = variant === 'pickups' ? { status: 'approved', kind: 'redeem' } : {};

  // The row holds the decision: who, which contract and what for, the amount, the due date it gives, the
  // slip, the buttons. The quote line by line and the slip at full size are in the drawer.
  const columns: ProColumns<AdminPawnRequest>[] = [
    idColumn({}, 'pawnRequest'),
    statusColumn(pawnRequestValueEnum, (r) => r.status, 'pawn', {
      width: 110,
      initialValue: variant === 'payments' ? 'pending' : undefined,
      search: variant === 'payments' ? undefined : false,
      hideInTable: variant === 'pickups',
    }),
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
    sentColumn('ส่งเมื่อ'),
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
    slipColumn(
      (r) => r.proof,
      (r) => `สลิปการชำระขายฝาก ${r.id}`,
      {
        search: variant === 'payments' ? undefined : false,
        // Waiting for pickup the slip was checked already: on a tablet the branch and the day take its place.
        responsive: variant === 'pickups' ? WIDE_ONLY : undefined,
      },
    ),
    openColumn(
      170,
      q.open,
      (r) => ({ label: 'รายละเอียด', name: `รายละเอียดการชำระ ${r.id}` }),
      (r) => <RequestActions r={r} onDone={q.reload} />,
    ),
  ];
  return (
    <QueueTable
      queue={q}
      {...TITLES[variant]}
      columns={columns}
      list={(params) => listPawnRequests(params, fixed)}
      search={variant === 'pickups' ? false : QUEUE_SEARCH}
    >
      <RequestDrawer {...q.drawer} />
    </QueueTable>
  );
}

export const PawnRequests = () => <Requests variant="payments" />;
export const PawnPickups = () => <Requests variant="pickups" />;
export default PawnRequests;
