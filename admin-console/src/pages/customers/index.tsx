import type { ProColumns } from '@ant-design/pro-components';
import { Space, Tag } from 'antd';
import type { AdminCustomer } from '@goldshop/api/contract';
import { useSession } from '../../auth/session';
import { QueueTable } from '../../components/QueueTable';
import { actionColumn, createdColumn, EditButton, textSearch } from '../../components/queue-columns';
import { useQueue } from '../../lib/use-queue';
import { CustomerForm } from './components/CustomerForm';
import { listCustomers } from './service';

/** The shop's customer file. National IDs show masked to everyone (the server's rule). */
export default function Customers() {
  const q = useQueue<AdminCustomer>();
  const { me } = useSession();
  const columns: ProColumns<AdminCustomer>[] = [
    // Staff search the ID by the whole number or its last 4 digits only (the server's rule).
    textSearch(me?.role === 'owner' ? 'ชื่อ เบอร์โทร หรือเลขบัตรประชาชน' : 'ชื่อ เบอร์โทร เลขบัตรประชาชน 13 หลัก หรือ 4 หลักท้าย'),
    { title: 'รหัส', dataIndex: 'id', search: false, width: 70 },
    {
      title: 'ชื่อ-นามสกุล',
      dataIndex: 'name',
      search: false,
      // A closed member's record is kept restricted: staff get it masked from the server, the owner whole.
      render: (_, c) =>
        c.closedAt ? (
          <Space size={4} wrap>
            <span>{c.name}</span>
            <Tag data-testid="customer-closed">ปิดบัญชีแล้ว</Tag>
          </Space>
        ) : (
          c.name
        ),
    },
    { title: 'เลขบัตรประชาชน', dataIndex: 'card', search: false },
    { title: 'เบอร์โทร', dataIndex: 'tel', search: false },
    { title: 'ที่อยู่', dataIndex: 'address', search: false, ellipsis: true },
    { title: 'อีเมล', dataIndex: 'email', search: false, render: (_, c) => c.email || '—' },
    { title: 'บัญชีสมาชิก', dataIndex: 'username', search: false, render: (_, c) => c.username ?? (c.userId ? `#${c.userId}` : '—') },
    createdColumn('สร้างเมื่อ'),
    // Only the owner corrects a closed member's record (the server refuses staff).
    actionColumn(100, (c) =>
      c.closedAt && me?.role !== 'owner' ? '—' : <CustomerForm customer={c} onSaved={q.reload} trigger={<EditButton what={c.name} />} />,
    ),
  ];
  return (
    <QueueTable
      queue={q}
      title="ลูกค้า"
      subTitle="ข้อมูลลูกค้าของร้าน (เลขบัตรประชาชนแสดงเฉพาะ 4 หลักท้าย)"
      headerTitle="รายชื่อลูกค้า"
      columns={columns}
      list={listCustomers}
      scroll={{ x: 980 }}
    />
  );
}
