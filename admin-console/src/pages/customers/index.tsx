import { useRef } from 'react';
import { PageContainer, ProTable, type ActionType, type ProColumns } from '@ant-design/pro-components';
import { Button, Space, Tag } from 'antd';
import { EditOutlined } from '@ant-design/icons';
import type { AdminCustomer } from '@goldshop/api/contract';
import { useSession } from '../../auth/session';
import { formatThaiDateTime } from '../../lib/date';
import { tableData } from '../../lib/table-query';
import { CustomerForm } from './components/CustomerForm';
import { listCustomers } from './service';

/** The shop's customer file. National IDs show masked to everyone (the server's rule). */
export default function Customers() {
  const action = useRef<ActionType>();
  const { me } = useSession();
  const columns: ProColumns<AdminCustomer>[] = [
    {
      title: 'ค้นหา',
      dataIndex: 'q',
      hideInTable: true,
      // Staff search the ID by the whole number or its last 4 digits only (the server's rule).
      fieldProps: { placeholder: me?.role === 'owner' ? 'ชื่อ เบอร์โทร หรือเลขบัตรประชาชน' : 'ชื่อ เบอร์โทร เลขบัตรประชาชน 13 หลัก หรือ 4 หลักท้าย' },
    },
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
    { title: 'สร้างเมื่อ', dataIndex: 'createdAt', search: false, render: (_, c) => formatThaiDateTime(c.createdAt) },
    {
      title: 'จัดการ',
      valueType: 'option',
      width: 100,
      // Only the owner corrects a closed member's record (the server refuses staff).
      render: (_, c) =>
        c.closedAt && me?.role !== 'owner' ? (
          '—'
        ) : (
          <CustomerForm
            customer={c}
            onSaved={() => action.current?.reload()}
            trigger={
              <Button size="small" icon={<EditOutlined />} aria-label={`แก้ไข ${c.name}`}>
                แก้ไข
              </Button>
            }
          />
        ),
    },
  ];
  return (
    <PageContainer title="ลูกค้า" subTitle="ข้อมูลลูกค้าของร้าน (เลขบัตรประชาชนแสดงเฉพาะ 4 หลักท้าย)">
      <ProTable<AdminCustomer>
        rowKey="id"
        actionRef={action}
        columns={columns}
        request={async (params) => tableData(await listCustomers(params))}
        pagination={{ pageSize: 20, showSizeChanger: false, showTotal: (t) => `ทั้งหมด ${t} รายการ` }}
        search={{ labelWidth: 'auto', searchText: 'ค้นหา', resetText: 'ล้าง', collapseRender: false, defaultCollapsed: false }}
        options={{ density: false, setting: false, reload: true }}
        locale={{ emptyText: 'ไม่มีรายการ' }}
        headerTitle="รายชื่อลูกค้า"
        scroll={{ x: 980 }}
      />
    </PageContainer>
  );
}
