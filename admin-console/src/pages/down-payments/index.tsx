import { useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { PageContainer, ProTable, type ActionType, type ProColumns } from '@ant-design/pro-components';
import { Image, Space } from 'antd';
import { imageSrc, type AdminDownPayment } from '@goldshop/api/contract';
import { ConfirmAction } from '../../components/backoffice/ConfirmAction';
import { ReasonAction } from '../../components/backoffice/ReasonAction';
import { StatusTag } from '../../components/backoffice/StatusTag';
import { formatThaiDateTime } from '../../lib/date';
import { formatBaht } from '../../lib/money';
import { decisionValueEnum } from '../../lib/status';
import { tableData } from '../../lib/table-query';
import { approveDownPayment, listDownPayments, rejectDownPayment } from './service';

/** Savings type 2 instalments: check the slip, approve or reject with a note the member sees. */
export default function DownPayments() {
  const action = useRef<ActionType>();
  const reload = () => action.current?.reload();
  const [search] = useSearchParams();
  const downId = Number(search.get('downId')) || undefined;
  const columns: ProColumns<AdminDownPayment>[] = [
    { title: 'เลขที่', dataIndex: 'id', search: false, width: 70 },
    { title: 'สถานะ', dataIndex: 'status', valueType: 'select', valueEnum: decisionValueEnum, initialValue: downId ? undefined : 'pending', render: (_, p) => <StatusTag status={p.status} /> },
    { title: 'คำขอเลขที่', dataIndex: 'downId', valueType: 'digit', initialValue: downId, fieldProps: { min: 1, precision: 0 } },
    { title: 'สมาชิก', dataIndex: 'username', search: false, render: (_, p) => p.username ?? `#${p.userId}` },
    { title: 'ส่งเมื่อ', dataIndex: 'createdAt', search: false, render: (_, p) => formatThaiDateTime(p.createdAt) },
    { title: 'จำนวนเงิน', dataIndex: 'amount', search: false, align: 'right', render: (_, p) => formatBaht(p.amount) },
    {
      title: 'สลิป',
      dataIndex: 'proof',
      search: false,
      render: (_, p) => (p.proof ? <Image src={imageSrc(p.proof)} alt={`สลิปการชำระ ${p.id}`} width={48} height={48} style={{ objectFit: 'cover', borderRadius: 4 }} /> : '—'),
    },
    { title: 'หมายเหตุ', dataIndex: 'note', search: false, ellipsis: true, render: (_, p) => p.note || '—' },
    {
      title: 'จัดการ',
      valueType: 'option',
      width: 180,
      render: (_, p) =>
        p.status === 'pending' ? (
          <Space>
            <ConfirmAction label="อนุมัติ" title={`อนุมัติการชำระ ${formatBaht(p.amount)}?`} action={() => approveDownPayment(p.id)} onDone={reload} />
            <ReasonAction
              name={`down-pay-reject-${p.id}`}
              label="ไม่อนุมัติ"
              title={`ไม่อนุมัติการชำระ ${formatBaht(p.amount)}`}
              fieldLabel="หมายเหตุ (สมาชิกเห็น)"
              action={(note) => rejectDownPayment(p.id, note)}
              onDone={reload}
            />
          </Space>
        ) : (
          '—'
        ),
    },
  ];
  return (
    <PageContainer title="การชำระเงินออมทองประเภทที่ 2" subTitle="ตรวจสลิปการโอนของสมาชิก">
      <ProTable<AdminDownPayment>
        rowKey="id"
        actionRef={action}
        columns={columns}
        request={async (params) => tableData(await listDownPayments(params))}
        pagination={{ pageSize: 20, showSizeChanger: false, showTotal: (t) => `ทั้งหมด ${t} รายการ` }}
        search={{ labelWidth: 'auto', searchText: 'ค้นหา', resetText: 'ล้าง', collapseRender: false, defaultCollapsed: false }}
        options={{ density: false, setting: false, reload: true }}
        locale={{ emptyText: 'ไม่มีรายการ' }}
        headerTitle="รายการชำระเงิน"
        scroll={{ x: 1000 }}
      />
    </PageContainer>
  );
}
