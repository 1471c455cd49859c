import type { ProColumns } from '@ant-design/pro-components';
import { Tag } from 'antd';
import type { AdminMember } from '@goldshop/api/contract';
import { QueueTable } from '../../components/QueueTable';
import { actionColumn, createdColumn, textSearch } from '../../components/queue-columns';
import { formatThaiDateTime } from '../../lib/date';
import { VERIFICATION_STATUS_TEXT, valueEnumOf, verificationColor } from '../../lib/status';
import { useQueue } from '../../lib/use-queue';
import { MemberStatusActions } from '../verification/components/MemberStatusActions';
import { listMembers } from './service';

/** Member accounts: find by username, name or phone; suspend or reinstate. */
export default function Members() {
  const q = useQueue<AdminMember>();
  const columns: ProColumns<AdminMember>[] = [
    textSearch('ชื่อผู้ใช้ ชื่อลูกค้า หรือเบอร์โทร'),
    { title: 'รหัส', dataIndex: 'id', search: false, width: 70 },
    {
      title: 'ชื่อผู้ใช้',
      dataIndex: 'username',
      search: false,
      render: (_, m) => m.username ?? (m.hasLine ? (m.lineName ? `LINE: ${m.lineName}` : 'บัญชี LINE') : '—'),
    },
    { title: 'LINE', dataIndex: 'hasLine', search: false, width: 70, render: (_, m) => (m.hasLine ? 'เชื่อมแล้ว' : '—') },
    {
      title: 'สถานะ',
      dataIndex: 'verificationStatus',
      valueType: 'select',
      valueEnum: valueEnumOf(VERIFICATION_STATUS_TEXT),
      render: (_, m) =>
        m.closedAt ? (
          // A closed account's data is kept restricted until its purge: only the owner opens its evidence.
          <Tag color="default" data-testid="member-closed">
            ปิดบัญชีแล้ว {formatThaiDateTime(m.closedAt)}
          </Tag>
        ) : (
          <Tag color={verificationColor(m.verificationStatus)}>
            {VERIFICATION_STATUS_TEXT[m.verificationStatus] ?? m.verificationStatus}
          </Tag>
        ),
    },
    { title: 'ลูกค้า', dataIndex: 'customerName', search: false, render: (_, m) => m.customerName ?? '—' },
    createdColumn('สมัครเมื่อ'),
    actionColumn(150, (m) =>
      m.closedAt ? (
        '—'
      ) : (
        <MemberStatusActions userId={m.id} username={m.username} verificationStatus={m.verificationStatus} onDone={q.reload} />
      ),
    ),
  ];
  return (
    <QueueTable
      queue={q}
      title="สมาชิก"
      subTitle="บัญชีสมาชิกของแอป: ระงับหรือยกเลิกการระงับการใช้งาน"
      headerTitle="รายชื่อสมาชิก"
      columns={columns}
      list={listMembers}
      scroll={{ x: 900 }}
    />
  );
}
