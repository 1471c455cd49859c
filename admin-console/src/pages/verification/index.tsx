import { useCallback, useRef, useState } from 'react';
import { PageContainer, ProTable, type ActionType, type ProColumns } from '@ant-design/pro-components';
import { Button, Tag } from 'antd';
import type { AdminVerification } from '@goldshop/api/contract';
import { StatusTag } from '../../components/backoffice/StatusTag';
import { formatThaiDateTime } from '../../lib/date';
import { decisionValueEnum } from '../../lib/status';
import { tableData } from '../../lib/table-query';
import { WIDE_ONLY } from '../../lib/table-width';
import { useTableWidth } from '../../lib/use-table-width';
import { VerificationDrawer } from './components/VerificationDrawer';
import { listVerifications } from './service';

/** Identity verification queue: pending requests oldest first; open one to see both images and decide. */
export default function VerificationQueue() {
  const action = useRef<ActionType>();
  const [openId, setOpenId] = useState<number | null>(null);
  const close = useCallback(() => setOpenId(null), []);

  const columns: ProColumns<AdminVerification>[] = [
    // Desktop-only columns (WIDE_ONLY) step aside on a 768 px tablet so the names and the button fit.
    { title: 'เลขที่', dataIndex: 'id', search: false, width: 60, responsive: WIDE_ONLY },
    {
      title: 'สถานะ',
      dataIndex: 'status',
      valueType: 'select',
      valueEnum: decisionValueEnum,
      initialValue: 'pending',
      width: 100,
      responsive: WIDE_ONLY,
      render: (_, r) => <StatusTag status={r.status} />,
    },
    {
      title: 'ส่งเมื่อ',
      dataIndex: 'createdAt',
      search: false,
      width: 130,
      responsive: WIDE_ONLY,
      render: (_, r) => formatThaiDateTime(r.createdAt),
    },
    { title: 'ชื่อผู้ใช้', dataIndex: 'username', search: false, width: 120 },
    {
      title: 'ประเภท',
      dataIndex: 'kind',
      search: false,
      width: 90,
      responsive: WIDE_ONLY,
      render: (_, r) => (r.kind === 'existing' ? 'ลูกค้าเดิม' : 'ลูกค้าใหม่'),
    },
    {
      title: 'ชื่อ-นามสกุล',
      dataIndex: 'fullName',
      search: false,
      render: (_, r) => r.fullName ?? (r.customerId ? `ลูกค้า #${r.customerId}` : '—'),
    },
    // Masked in the list (the server's rule); whole in a pending request's drawer, where it is compared.
    {
      title: 'เลขบัตรประชาชน',
      dataIndex: 'nationalId',
      search: false,
      render: (_, r) => (
        <>
          {r.nationalId}
          {r.sameIdPending > 0 && (
            <Tag color="orange" style={{ marginInlineStart: 8 }}>
              มีคำขออื่นใช้เลขนี้ {r.sameIdPending}
            </Tag>
          )}
        </>
      ),
    },
    { title: 'ผู้พิจารณา', dataIndex: 'decidedBy', search: false, width: 100, responsive: WIDE_ONLY, render: (_, r) => r.decidedBy ?? '—' },
    {
      title: 'จัดการ',
      valueType: 'option',
      fixed: 'right', // in reach at 1280 px and on a tablet, whatever the other columns need
      width: 120,
      render: (_, r) => {
        const label = r.status === 'pending' ? 'ตรวจสอบ' : 'ดูรายละเอียด';
        // The accessible name starts with the visible word (what a voice-control user says), then says which.
        return (
          <Button
            size="small"
            type={r.status === 'pending' ? 'primary' : 'default'}
            onClick={() => setOpenId(r.id)}
            aria-label={`${label} คำขอ ${r.id}`}
          >
            {label}
          </Button>
        );
      },
    },
  ];

  const width = useTableWidth(columns);
  return (
    <PageContainer title="ยืนยันตัวตน" subTitle="ตรวจสอบบัตรประชาชนและรูปถ่าย แล้วอนุมัติหรือไม่อนุมัติ">
      <ProTable<AdminVerification>
        rowKey="id"
        actionRef={action}
        columns={columns}
        request={async (params) => tableData(await listVerifications(params))}
        pagination={{ pageSize: 20, showSizeChanger: false, showTotal: (t) => `ทั้งหมด ${t} รายการ` }}
        search={{ labelWidth: 'auto', searchText: 'ค้นหา', resetText: 'ล้าง', collapseRender: false, defaultCollapsed: false }}
        options={{ density: false, setting: false, reload: true }}
        locale={{ emptyText: 'ไม่มีรายการ' }}
        headerTitle="คำขอยืนยันตัวตน"
        scroll={{ x: width }}
      />
      <VerificationDrawer id={openId} onClose={close} onChanged={() => action.current?.reload()} />
    </PageContainer>
  );
}
