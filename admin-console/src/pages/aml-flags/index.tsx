import type { ProColumns } from '@ant-design/pro-components';
import type { AmlFlagged } from '@goldshop/api/contract';
import { AmlTags } from '../../components/AmlTags';
import { QueueTable } from '../../components/QueueTable';
import { createdColumn, memberColumn } from '../../components/queue-columns';
import { useQueue } from '../../lib/use-queue';
import { AmlSettingsCard } from './components/AmlSettingsCard';
import { listFlagged } from './service';

const KIND_TEXT: Record<AmlFlagged['kind'], string> = { saving: 'ออมทองประเภทที่ 1', down: 'ออมทองประเภทที่ 2 (ค่างวด)' };

const columns: ProColumns<AmlFlagged>[] = [
  createdColumn('ทำรายการเมื่อ'),
  memberColumn(undefined, { width: undefined }),
  { title: 'ประเภท', dataIndex: 'kind', render: (_, r) => `${KIND_TEXT[r.kind]} เลขที่ ${r.id}` },
  {
    title: 'จำนวนเงิน (บาท)',
    dataIndex: 'amount',
    align: 'right',
    render: (_, r) => r.amount.toLocaleString('th-TH', { minimumFractionDigits: 2 }),
  },
  { title: 'เหตุที่ตรวจพบ', dataIndex: 'flags', render: (_, r) => <AmlTags flags={r.flags} /> },
];

/**
 * The owner's money-laundering page: the rules (a large movement, repeated ones just under it) and the movements
 * they flagged in the last 30 days. Staff see only the tags in their queues; a member sees nothing. Staff never
 * reach it: the route's access key keeps it out of their menu and the router's guard refuses its address.
 */
export default function AmlFlags() {
  const q = useQueue<AmlFlagged>();
  return (
    <QueueTable
      queue={q}
      title="ธุรกรรมที่ต้องตรวจสอบ"
      subTitle="ตามกฎหมายป้องกันและปราบปรามการฟอกเงิน ห้ามแจ้งให้ลูกค้าทราบ"
      above={<AmlSettingsCard />}
      style={{ marginTop: 16 }}
      headerTitle="รายการที่ตรวจพบใน 30 วันล่าสุด"
      rowKey={(r) => `${r.kind}:${r.id}`}
      columns={columns}
      list={listFlagged}
      search={false}
    />
  );
}
