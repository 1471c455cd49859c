import { useRef, useState } from 'react';
import { PageContainer, ProTable, type ActionType, type ProColumns } from '@ant-design/pro-components';
import { Space } from 'antd';
import type { AdminSavingAccount } from '@goldshop/api/contract';
import { ConfirmAction } from '../../components/backoffice/ConfirmAction';
import { StatusTag } from '../../components/backoffice/StatusTag';
import { formatThaiDateTime } from '../../lib/date';
import { formatBaht } from '../../lib/money';
import { savingValueEnum } from '../../lib/status';
import { tableData } from '../../lib/table-query';
import { approveSavingAccount, listSavingAccounts, rejectSavingAccount } from './service';
import { TotalOwed } from './TotalOwed';

/** Savings type 1 account requests: pending → active (deposit, withdraw and history open) or rejected. */
export default function SavingAccounts() {
  const action = useRef<ActionType>();
  const [version, setVersion] = useState(0);
  const done = () => {
    action.current?.reload();
    setVersion((v) => v + 1);
  };
  const columns: ProColumns<AdminSavingAccount>[] = [
    { title: 'เลขที่', dataIndex: 'id', search: false, width: 70 },
    { title: 'สถานะ', dataIndex: 'status', valueType: 'select', valueEnum: savingValueEnum, initialValue: 'pending', render: (_, a) => <StatusTag status={a.status} lifecycle="saving" /> },
    { title: 'ชื่อผู้ใช้', dataIndex: 'username', search: false },
    { title: 'ลูกค้า', dataIndex: 'customerName', search: false, render: (_, a) => a.customerName ?? '—' },
    { title: 'ยอดคงเหลือ', dataIndex: 'balance', search: false, align: 'right', render: (_, a) => formatBaht(a.balance) },
    { title: 'ขอเมื่อ', dataIndex: 'createdAt', search: false, render: (_, a) => formatThaiDateTime(a.createdAt) },
    { title: 'พิจารณาเมื่อ', dataIndex: 'decidedAt', search: false, render: (_, a) => (a.decidedAt ? formatThaiDateTime(a.decidedAt) : '—') },
    {
      title: 'จัดการ',
      valueType: 'option',
      width: 190,
      render: (_, a) =>
        a.status === 'pending' ? (
          <Space>
            <ConfirmAction label="อนุมัติ" title={`อนุมัติบัญชีออมทองของ ${a.username ?? a.customerName}?`} action={() => approveSavingAccount(a.id)} onDone={done} />
            <ConfirmAction label="ไม่อนุมัติ" type="default" danger title={`ไม่อนุมัติบัญชีออมทองของ ${a.username ?? a.customerName}?`} action={() => rejectSavingAccount(a.id)} onDone={done} />
          </Space>
        ) : (
          '—'
        ),
    },
  ];
  return (
    <PageContainer title="คำขอเปิดบัญชีออมทองประเภทที่ 1" content={<TotalOwed version={version} />}>
      <ProTable<AdminSavingAccount>
        rowKey="id"
        actionRef={action}
        columns={columns}
        request={async (params) => tableData(await listSavingAccounts(params))}
        pagination={{ pageSize: 20, showSizeChanger: false, showTotal: (t) => `ทั้งหมด ${t} รายการ` }}
        search={{ labelWidth: 'auto', searchText: 'ค้นหา', resetText: 'ล้าง', collapseRender: false, defaultCollapsed: false }}
        options={{ density: false, setting: false, reload: true }}
        locale={{ emptyText: 'ไม่มีรายการ' }}
        headerTitle="บัญชีออมทอง"
        scroll={{ x: 960 }}
      />
    </PageContainer>
  );
}
