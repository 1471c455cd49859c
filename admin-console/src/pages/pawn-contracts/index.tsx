import { useCallback, useRef, useState } from 'react';
import { PageContainer, ProTable, type ActionType, type ProColumns } from '@ant-design/pro-components';
import { Button, Space } from 'antd';
import { EditOutlined, PlusOutlined } from '@ant-design/icons';
import type { AdminPawnContract, OverduePawnContract } from '@goldshop/api/contract';
import { tableData } from '../../lib/table-query';
import { useTableWidth } from '../../lib/use-table-width';
import { contractColumns, overdueColumns } from './columns';
import { ContractForm } from './components/ContractForm';
import { PaymentsDrawer } from './components/PaymentsDrawer';
import { refreshPendingCounts } from '../../services/pending-counts';
import { dueSoon, listContracts, listOverdue } from './service';

function useContractActions<C extends AdminPawnContract = AdminPawnContract>(reload: () => void) {
  const [open, setOpen] = useState<AdminPawnContract | null>(null);
  const close = useCallback(() => setOpen(null), []);
  const column: ProColumns<C> = {
    title: 'จัดการ',
    valueType: 'option',
    fixed: 'right',
    width: 170,
    render: (_, c) => (
      <Space wrap size={[8, 4]}>
        <ContractForm
          contract={c}
          onSaved={reload}
          trigger={
            <Button size="small" icon={<EditOutlined />} aria-label={`แก้ไข ${c.jn_id}`}>
              แก้ไข
            </Button>
          }
        />
        <Button size="small" onClick={() => setOpen(c)} aria-label={`การชำระ ${c.jn_id}`}>
          การชำระ
        </Button>
      </Space>
    ),
  };
  const drawer = <PaymentsDrawer contract={open} onClose={close} onChanged={reload} />;
  return { column, drawer };
}

/** Pawn (ขายฝาก) contracts: search by contract number or customer, create, edit, record payments. */
export default function PawnContracts() {
  const action = useRef<ActionType>();
  const reload = () => action.current?.reload();
  const { column, drawer } = useContractActions(reload);
  const columns: ProColumns<AdminPawnContract>[] = [
    { title: 'ค้นหา', dataIndex: 'q', hideInTable: true, fieldProps: { placeholder: 'เลขที่สัญญา หรือชื่อลูกค้า' } },
    { title: 'รหัสลูกค้า', dataIndex: 'customerId', valueType: 'digit', hideInTable: true, fieldProps: { min: 1, precision: 0 } },
    ...contractColumns,
    column,
  ];
  const width = useTableWidth(columns);
  return (
    <PageContainer title="สัญญาขายฝาก" subTitle="สัญญาที่ลูกค้าเห็นในหน้ารายการขายฝาก">
      <ProTable<AdminPawnContract>
        rowKey="jn_id"
        actionRef={action}
        columns={columns}
        request={async (params) => tableData(await listContracts(params))}
        pagination={{ pageSize: 20, showSizeChanger: false, showTotal: (t) => `ทั้งหมด ${t} รายการ` }}
        search={{ labelWidth: 'auto', searchText: 'ค้นหา', resetText: 'ล้าง', collapseRender: false, defaultCollapsed: false }}
        options={{ density: false, setting: false, reload: true }}
        headerTitle="รายการสัญญา"
        locale={{ emptyText: 'ไม่มีรายการ' }}
        scroll={{ x: width }}
        toolBarRender={() => [
          <ContractForm
            key="add"
            onSaved={reload}
            trigger={
              <Button type="primary" icon={<PlusOutlined />}>
                เพิ่มสัญญา
              </Button>
            }
          />,
        ]}
      />
      {drawer}
    </PageContainer>
  );
}

/** Contracts due from today to N days ahead (7 by default), soonest first. */
export function PawnDueSoon() {
  const action = useRef<ActionType>();
  const reload = () => action.current?.reload();
  const { column, drawer } = useContractActions(reload);
  const columns: ProColumns<AdminPawnContract>[] = [
    {
      title: 'ภายใน (วัน)',
      dataIndex: 'days',
      valueType: 'digit',
      hideInTable: true,
      initialValue: 7,
      fieldProps: { min: 0, max: 366, precision: 0 },
    },
    ...contractColumns,
    column,
  ];
  const width = useTableWidth(columns);
  return (
    <PageContainer title="สัญญาใกล้ครบกำหนด" subTitle="สัญญาที่ครบกำหนดชำระตั้งแต่วันนี้">
      <ProTable<AdminPawnContract, { days?: number }>
        rowKey="jn_id"
        actionRef={action}
        columns={columns}
        request={async (params) => {
          const rows = await dueSoon(Number(params.days ?? 7));
          return { data: rows, total: rows.length, success: true };
        }}
        pagination={{ pageSize: 20, showTotal: (t) => `ทั้งหมด ${t} รายการ` }}
        search={{ labelWidth: 'auto', searchText: 'ค้นหา', resetText: 'ล้าง', collapseRender: false, defaultCollapsed: false }}
        options={{ density: false, setting: false, reload: true }}
        headerTitle="ใกล้ครบกำหนด"
        locale={{ emptyText: 'ไม่มีสัญญาที่ใกล้ครบกำหนด' }}
        scroll={{ x: width }}
      />
      {drawer}
    </PageContainer>
  );
}

/**
 * Open contracts past their due date, most overdue first (the API's order): who to call today, their
 * phone, and whether the LINE reminder already reached them. The menu badge counts them.
 */
export function PawnOverdue() {
  const action = useRef<ActionType>();
  const reload = () => {
    action.current?.reload();
    void refreshPendingCounts(); // a contract marked redeemed leaves the queue and the badge
  };
  const { column, drawer } = useContractActions<OverduePawnContract>(reload);
  const columns: ProColumns<OverduePawnContract>[] = [...overdueColumns, column];
  const width = useTableWidth(columns);
  return (
    <PageContainer title="สัญญาขายฝากเกินกำหนด" subTitle="สัญญาที่ยังไม่ไถ่ถอนและเลยกำหนดชำระแล้ว เกินนานที่สุดอยู่บนสุด">
      <ProTable<OverduePawnContract>
        rowKey="jn_id"
        actionRef={action}
        columns={columns}
        search={false}
        request={async (params) => tableData(await listOverdue(params))}
        pagination={{ pageSize: 20, showSizeChanger: false, showTotal: (t) => `ทั้งหมด ${t} สัญญา` }}
        options={{ density: false, setting: false, reload: true }}
        headerTitle="เกินกำหนด"
        locale={{ emptyText: 'ไม่มีสัญญาที่เกินกำหนด' }}
        scroll={{ x: width }}
      />
      {drawer}
    </PageContainer>
  );
}
