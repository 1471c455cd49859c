import { AmlTags } from '../../components/AmlTags';
import { useRef } from 'react';
import { PageContainer, ProTable, type ActionType, type ProColumns } from '@ant-design/pro-components';
import { Button, Space } from 'antd';
import type { AdminDownPayment } from '@goldshop/api/contract';
import { CellLines, CellHint } from '../../components/backoffice/CellLines';
import { SlipCell } from '../../components/backoffice/SlipMatch';
import { StatusTag } from '../../components/backoffice/StatusTag';
import { formatThaiDateTime } from '../../lib/date';
import { formatBaht } from '../../lib/money';
import { useOpenDrawer } from '../../lib/use-open-drawer';
import { decisionValueEnum } from '../../lib/status';
import { tableData } from '../../lib/table-query';
import { WIDE_ONLY } from '../../lib/table-width';
import { useTableWidth } from '../../lib/use-table-width';
import { PaymentActions } from './components/PaymentActions';
import { PaymentDrawer } from './components/PaymentDrawer';
import { listDownPayments } from './service';

/** Savings type 2 instalments: check the slip, approve or reject with a note the member sees. */
export default function DownPayments() {
  const action = useRef<ActionType>();
  const reload = () => action.current?.reload();
  const { search, openId, setOpenId, close } = useOpenDrawer();
  const downId = Number(search.get('downId')) || undefined;
  const rows = useRef<AdminDownPayment[]>([]);

  const columns: ProColumns<AdminDownPayment>[] = [
    { title: 'เลขที่', dataIndex: 'id', search: false, width: 64, responsive: WIDE_ONLY },
    {
      title: 'สถานะ',
      dataIndex: 'status',
      valueType: 'select',
      valueEnum: decisionValueEnum,
      width: 100,
      responsive: WIDE_ONLY,
      initialValue: downId ? undefined : 'pending',
      render: (_, p) => <StatusTag status={p.status} />,
    },
    // A search field; the number itself is shown under the member's name.
    {
      title: 'สัญญาเลขที่',
      dataIndex: 'downId',
      valueType: 'digit',
      hideInTable: true,
      initialValue: downId,
      fieldProps: { min: 1, precision: 0 },
    },
    {
      title: 'สมาชิก',
      dataIndex: 'username',
      search: false,
      width: 150,
      render: (_, p) => (
        <CellLines>
          <span>{p.username ?? `#${p.userId}`}</span>
          <CellHint>สัญญาเลขที่ {p.downId}</CellHint>
        </CellLines>
      ),
    },
    {
      title: 'ส่งเมื่อ',
      dataIndex: 'createdAt',
      search: false,
      width: 130,
      responsive: WIDE_ONLY,
      render: (_, p) => formatThaiDateTime(p.createdAt),
    },
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
    {
      title: 'สลิป',
      dataIndex: 'proof',
      search: false,
      width: 90,
      render: (_, p) => <SlipCell image={p.proof} alt={`สลิปการชำระ ${p.id}`} match={p.slipMatch} read={p.slipRead} />,
    },
    // The filter for slips to look at twice (no QR read, a failed bank check, a repeat).
    { title: 'สลิป', dataIndex: 'slip', valueType: 'select', valueEnum: { flagged: { text: 'เฉพาะที่ต้องตรวจ' } }, hideInTable: true },
    {
      title: 'จัดการ',
      valueType: 'option',
      fixed: 'right',
      width: 250,
      render: (_, p) => (
        <Space wrap size={[8, 4]}>
          <Button size="small" onClick={() => setOpenId(p.id)} aria-label={`รายละเอียดการชำระ ${p.id}`}>
            รายละเอียด
          </Button>
          <PaymentActions p={p} onDone={reload} />
        </Space>
      ),
    },
  ];
  const width = useTableWidth(columns);
  return (
    <PageContainer title="การชำระเงินออมทองประเภทที่ 2" subTitle="ตรวจสลิปการโอนของสมาชิก">
      <ProTable<AdminDownPayment>
        rowKey="id"
        actionRef={action}
        columns={columns}
        request={async (params) => {
          const page = await listDownPayments(params);
          rows.current = page.data;
          return tableData(page);
        }}
        pagination={{ pageSize: 20, showSizeChanger: false, showTotal: (t) => `ทั้งหมด ${t} รายการ` }}
        search={{ labelWidth: 'auto', searchText: 'ค้นหา', resetText: 'ล้าง', collapseRender: false, defaultCollapsed: false }}
        options={{ density: false, setting: false, reload: true }}
        locale={{ emptyText: 'ไม่มีรายการ' }}
        headerTitle="รายการชำระเงิน"
        scroll={{ x: width }}
      />
      <PaymentDrawer id={openId} known={rows.current.find((r) => r.id === openId)} onClose={close} onChanged={reload} />
    </PageContainer>
  );
}
