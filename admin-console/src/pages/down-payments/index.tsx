import type { ProColumns } from '@ant-design/pro-components';
import type { AdminDownPayment } from '@goldshop/api/contract';
import { AmlTags } from '../../components/AmlTags';
import { CellHint } from '../../components/backoffice/CellLines';
import { QueueTable } from '../../components/QueueTable';
import { idColumn, memberColumn, numberFilter, openColumn, sentColumn, slipColumn, statusColumn } from '../../components/queue-columns';
import { formatBaht } from '../../lib/money';
import { decisionValueEnum } from '../../lib/status';
import { useQueue } from '../../lib/use-queue';
import { PaymentActions } from './components/PaymentActions';
import { PaymentDrawer } from './components/PaymentDrawer';
import { listDownPayments } from './service';

/** Savings type 2 instalments: check the slip, approve or reject with a note the member sees. */
export default function DownPayments() {
  const q = useQueue<AdminDownPayment>({ linkable: true });
  // A request's drawer links here with ?downId=: that contract's payments in every state.
  const downId = Number(q.search.get('downId')) || undefined;
  const columns: ProColumns<AdminDownPayment>[] = [
    idColumn({}, 'down'),
    statusColumn(decisionValueEnum, (p) => p.status, undefined, { initialValue: downId ? undefined : 'pending' }),
    // A search field; the number itself is shown under the member's name.
    numberFilter('สัญญาเลขที่', 'downId', { initialValue: downId }),
    memberColumn((p) => <CellHint>สัญญาเลขที่ {p.downId}</CellHint>),
    sentColumn('ส่งเมื่อ'),
    {
      title: 'จำนวนเงิน',
      dataIndex: 'amount',
      search: false,
      align: 'right',
      width: 110,
      render: (_, p) => (
        <>
          {formatBaht(p.amount)} <AmlTags flags={p.amlFlags} />
        </>
      ),
    },
    slipColumn(
      (p) => p.proof,
      (p) => `สลิปการชำระ ${p.id}`,
    ),
    openColumn(
      250,
      q.open,
      (p) => ({ label: 'รายละเอียด', name: `รายละเอียดการชำระ ${p.id}` }),
      (p) => <PaymentActions p={p} onDone={q.reload} />,
    ),
  ];
  return (
    <QueueTable
      queue={q}
      title="การชำระเงินออมทองประเภทที่ 2"
      subTitle="ตรวจสลิปการโอนของสมาชิก"
      headerTitle="รายการชำระเงิน"
      columns={columns}
      list={listDownPayments}
    >
      <PaymentDrawer {...q.drawer} />
    </QueueTable>
  );
}
