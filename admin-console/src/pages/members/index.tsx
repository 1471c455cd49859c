import { useRef } from 'react';
import { PageContainer, ProTable, type ActionType, type ProColumns } from '@ant-design/pro-components';
import { Tag } from 'antd';
import type { AdminMember } from '@goldshop/api/contract';
import { formatThaiDateTime } from '../../lib/date';
import { VERIFICATION_STATUS_TEXT, verificationColor } from '../../lib/status';
import { tableData } from '../../lib/table-query';
import { MemberStatusActions } from '../verification/components/MemberStatusActions';
import { listMembers } from './service';

const statusEnum = Object.fromEntries(Object.entries(VERIFICATION_STATUS_TEXT).map(([k, text]) => [k, { text }]));

/** Member accounts: find by username, name or phone; suspend or reinstate. */
export default function Members() {
  const action = useRef<ActionType>();
  const columns: ProColumns<AdminMember>[] = [
    { title: 'ค้นหา', dataIndex: 'q', hideInTable: true, fieldProps: { placeholder: 'ชื่อผู้ใช้ ชื่อลูกค้า หรือเบอร์โทร' } },
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
      valueEnum: statusEnum,
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
    { title: 'สมัครเมื่อ', dataIndex: 'createdAt', search: false, render: (_, m) => formatThaiDateTime(m.createdAt) },
    {
      title: 'จัดการ',
      valueType: 'option',
      width: 150,
      render: (_, m) =>
        m.closedAt ? (
          '—'
        ) : (
          <MemberStatusActions
            userId={m.id}
            username={m.username}
            verificationStatus={m.verificationStatus}
            onDone={() => action.current?.reload()}
          />
        ),
    },
  ];
  return (
    <PageContainer title="สมาชิก" subTitle="บัญชีสมาชิกของแอป: ระงับหรือยกเลิกการระงับการใช้งาน">
      <ProTable<AdminMember>
        rowKey="id"
        actionRef={action}
        columns={columns}
        request={async (params) => tableData(await listMembers(params))}
        pagination={{ pageSize: 20, showSizeChanger: false, showTotal: (t) => `ทั้งหมด ${t} รายการ` }}
        search={{ labelWidth: 'auto', searchText: 'ค้นหา', resetText: 'ล้าง', collapseRender: false, defaultCollapsed: false }}
        options={{ density: false, setting: false, reload: true }}
        locale={{ emptyText: 'ไม่มีรายการ' }}
        headerTitle="รายชื่อสมาชิก"
        scroll={{ x: 900 }}
      />
    </PageContainer>
  );
}
