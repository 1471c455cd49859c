import { useRef, useState } from 'react';
import { PageContainer, ProTable, type ActionType, type ProColumns } from '@ant-design/pro-components';
import { Space } from 'antd';
import type { AdminSavingAccount } from '@goldshop/api/contract';
import { CellLines, CellHint } from '../../components/backoffice/CellLines';
import { ConfirmAction } from '../../components/backoffice/ConfirmAction';
import { StatusTag } from '../../components/backoffice/StatusTag';
import { formatThaiDateTime } from '../../lib/date';
import { formatBaht } from '../../lib/money';
import { savingValueEnum } from '../../lib/status';
import { tableData } from '../../lib/table-query';
import { WIDE_ONLY } from '../../lib/table-width';
import { useTableWidth } from '../../lib/use-table-width';
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
    { title: 'เลขที่', dataIndex: 'id', search: false, width: 64, responsive: WIDE_ONLY },
    {
      title: 'สถานะ',
      dataIndex: 'status',
      valueType: 'select',
      valueEnum: savingValueEnum,
      initialValue: 'pending',
      width: 110,
      responsive: WIDE_ONLY,
      render: (_, a) => <StatusTag status={a.status} lifecycle="saving" />,
    },
    { title: 'ชื่อผู้ใช้', dataIndex: 'username', search: false, width: 140 },
    { title: 'ลูกค้า', dataIndex: 'customerName', search: false, width: 170, render: (_, a) => a.customerName ?? '—' },
    { title: 'ยอดคงเหลือ', dataIndex: 'balance', search: false, align: 'right', width: 110, render: (_, a) => formatBaht(a.balance) },
    {
      title: 'ขอเมื่อ',
      dataIndex: 'createdAt',
      search: false,
      width: 150,
      responsive: WIDE_ONLY,
      // When it was decided matters for the record, not for the decision: under the request date.
      render: (_, a) => (
        <CellLines>
          <span>{formatThaiDateTime(a.createdAt)}</span>
          {a.decidedAt && <CellHint>พิจารณา {formatThaiDateTime(a.decidedAt)}</CellHint>}
        </CellLines>
      ),
    },
    {
      title: 'จัดการ',
      valueType: 'option',
      fixed: 'right',
      width: 180,
      render: (_, a) =>
        a.status === 'pending' ? (
          <Space wrap size={[8, 4]}>
            <ConfirmAction
              label="อนุมัติ"
              title={`อนุมัติบัญชีออมทองของ ${a.username ?? a.customerName}?`}
              action={() => approveSavingAccount(a.id)}
              onDone={done}
            />
            <ConfirmAction
              label="ไม่อนุมัติ"
              type="default"
              danger
              title={`ไม่อนุมัติบัญชีออมทองของ ${a.username ?? a.customerName}?`}
              action={() => rejectSavingAccount(a.id)}
              onDone={done}
            />
          </Space>
        ) : (
          '—'
        ),
    },
  ];
  const width = useTableWidth(columns);
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
        scroll={{ x: width }}
      />
    </PageContainer>
  );
}
