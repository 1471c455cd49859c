import { useRef } from 'react';
import { Link } from 'react-router-dom';
import { PageContainer, ProTable, type ActionType, type ProColumns } from '@ant-design/pro-components';
import { Space, Typography } from 'antd';
import type { AdminDownRequest } from '@goldshop/api/contract';
import { ReasonAction } from '../../components/backoffice/ReasonAction';
import { StatusTag } from '../../components/backoffice/StatusTag';
import { formatThaiDate, formatThaiDateTime } from '../../lib/date';
import { formatBaht } from '../../lib/money';
import { downValueEnum } from '../../lib/status';
import { tableData } from '../../lib/table-query';
import { ApproveDownForm } from './components/ApproveDownForm';
import { listDownRequests, rejectDownRequest } from './service';

/** Savings type 2 requests: approve with the product, amount and period, or reject with a reason. */
export default function DownRequests() {
  const action = useRef<ActionType>();
  const reload = () => action.current?.reload();
  const columns: ProColumns<AdminDownRequest>[] = [
    { title: 'เลขที่', dataIndex: 'id', search: false, width: 70 },
    { title: 'สถานะ', dataIndex: 'status', valueType: 'select', valueEnum: downValueEnum, initialValue: 'pending', render: (_, r) => <StatusTag status={r.Status} lifecycle="down" /> },
    {
      title: 'สมาชิก',
      dataIndex: 'username',
      search: false,
      render: (_, r) => (
        <Space direction="vertical" size={0}>
          <span>{r.username ?? `#${r.userId}`}</span>
          {r.customerName && <Typography.Text type="secondary">{r.customerName}</Typography.Text>}
        </Space>
      ),
    },
    { title: 'ขอเมื่อ', dataIndex: 'createdAt', search: false, render: (_, r) => formatThaiDateTime(r.createdAt) },
    { title: 'สินค้า', dataIndex: 'Prod_type', search: false, render: (_, r) => r.Prod_type ?? '—' },
    { title: 'ยอดที่อนุมัติ', dataIndex: 'ApprovedAmount', search: false, align: 'right', render: (_, r) => (r.ApprovedAmount === null ? '—' : formatBaht(r.ApprovedAmount)) },
    {
      title: 'ชำระแล้ว',
      dataIndex: 'paid',
      search: false,
      align: 'right',
      render: (_, r) => <Link to={`/down-payments?downId=${r.id}`}>{formatBaht(r.paid)}</Link>,
    },
    {
      title: 'ระยะสัญญา',
      dataIndex: 'StartDate',
      search: false,
      render: (_, r) => (r.StartDate && r.EndDate ? `${formatThaiDate(r.StartDate)} – ${formatThaiDate(r.EndDate)}` : '—'),
    },
    { title: 'หมายเหตุ', dataIndex: 'note', search: false, ellipsis: true, render: (_, r) => r.note || '—' },
    {
      title: 'จัดการ',
      valueType: 'option',
      width: 180,
      render: (_, r) =>
        r.Status === 'pending' ? (
          <Space>
            <ApproveDownForm r={r} onDone={reload} />
            <ReasonAction
              name={`down-reject-${r.id}`}
              label="ไม่อนุมัติ"
              title={`ไม่อนุมัติคำขอ #${r.id}`}
              fieldLabel="เหตุผล (สมาชิกเห็น)"
              action={(note) => rejectDownRequest(r.id, note)}
              onDone={reload}
            />
          </Space>
        ) : (
          '—'
        ),
    },
  ];
  return (
    <PageContainer title="คำขอออมทองประเภทที่ 2" subTitle="อนุมัติพร้อมกำหนดสินค้า ยอดเงิน และระยะสัญญา">
      <ProTable<AdminDownRequest>
        rowKey="id"
        actionRef={action}
        columns={columns}
        request={async (params) => tableData(await listDownRequests(params))}
        pagination={{ pageSize: 20, showSizeChanger: false, showTotal: (t) => `ทั้งหมด ${t} รายการ` }}
        search={{ labelWidth: 'auto', searchText: 'ค้นหา', resetText: 'ล้าง', collapseRender: false, defaultCollapsed: false }}
        options={{ density: false, setting: false, reload: true }}
        locale={{ emptyText: 'ไม่มีรายการ' }}
        headerTitle="คำขอ"
        scroll={{ x: 1200 }}
      />
    </PageContainer>
  );
}
