import type { ProColumns } from '@ant-design/pro-components';
import { Tag } from 'antd';
import type { AdminVerification } from '@goldshop/api/contract';
import { QueueTable } from '../../components/QueueTable';
import { idColumn, openColumn, sentColumn, statusColumn } from '../../components/queue-columns';
import { decisionValueEnum } from '../../lib/status';
import { WIDE_ONLY } from '../../lib/table-width';
import { useQueue } from '../../lib/use-queue';
import { VerificationDrawer } from './components/VerificationDrawer';
import { listVerifications } from './service';

/** Identity verification queue: pending requests oldest first; open one to see both images and decide. */
export default function VerificationQueue() {
  const q = useQueue<AdminVerification>();
  const columns: ProColumns<AdminVerification>[] = [
    // Desktop-only columns (WIDE_ONLY) step aside on a 768 px tablet so the names and the button fit.
    idColumn({ width: 60 }),
    statusColumn(decisionValueEnum, (r) => r.status),
    sentColumn('ส่งเมื่อ'),
    { title: 'ชื่อผู้ใช้', dataIndex: 'username', search: false, width: 120 },
    {
      title: 'ประเภท',
      dataIndex: 'kind',
      search: false,
      width: 90,
      responsive: WIDE_ONLY,
      render: (_, r) => (r.kind === 'existing' ? 'ลูกค้าเดิม' : 'ลูกค้าใหม่'),
    },
    {
      title: 'ชื่อ-นามสกุล',
      dataIndex: 'fullName',
      search: false,
      render: (_, r) => r.fullName ?? (r.customerId ? `ลูกค้า #${r.customerId}` : '—'),
    },
    // Masked in the list (the server's rule); whole in a pending request's drawer, where it is compared.
    {
      title: 'เลขบัตรประชาชน',
      dataIndex: 'nationalId',
      search: false,
      render: (_, r) => (
        <>
          {r.nationalId}
          {r.sameIdPending > 0 && (
            <Tag color="orange" style={{ marginInlineStart: 8 }}>
              มีคำขออื่นใช้เลขนี้ {r.sameIdPending}
            </Tag>
          )}
        </>
      ),
    },
    { title: 'ผู้พิจารณา', dataIndex: 'decidedBy', search: false, width: 100, responsive: WIDE_ONLY, render: (_, r) => r.decidedBy ?? '—' },
    openColumn(120, q.open, (r) => {
      const label = r.status === 'pending' ? 'ตรวจสอบ' : 'ดูรายละเอียด';
      return { label, name: `${label} คำขอ ${r.id}`, primary: r.status === 'pending' };
    }),
  ];
  return (
    <QueueTable
      queue={q}
      title="ยืนยันตัวตน"
      subTitle="ตรวจสอบบัตรประชาชนและรูปถ่าย แล้วอนุมัติหรือไม่อนุมัติ"
      headerTitle="คำขอยืนยันตัวตน"
      columns={columns}
      list={listVerifications}
    >
      <VerificationDrawer {...q.drawer} />
    </QueueTable>
  );
}
