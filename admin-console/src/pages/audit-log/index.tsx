import { PageContainer, ProTable, type ProColumns } from '@ant-design/pro-components';
import { Tag } from 'antd';
import type { AuditLogRow } from '@goldshop/api/contract';
import { ThaiDateRange } from '../../components/backoffice/ThaiDatePicker';
import { formatThaiDateTime } from '../../lib/date';
import { tableData } from '../../lib/table-query';
import { AuditChanges } from './components/AuditChanges';
import { ACTION_TEXT, ENTITY_TEXT, toEnum } from './labels';
import { listAudit, staffOptions } from './service';

/** Every staff action (append-only on the server: there is nothing to edit here), newest first. */
export default function AuditLog() {
  const columns: ProColumns<AuditLogRow>[] = [
    { title: 'เวลา', dataIndex: 'createdAt', search: false, width: 170, render: (_, r) => formatThaiDateTime(r.createdAt) },
    {
      title: 'ช่วงวันที่',
      dataIndex: 'range',
      hideInTable: true,
      renderFormItem: () => <ThaiDateRange />,
      search: { transform: (v: [string, string]) => ({ from: v[0], to: v[1] }) },
    },
    {
      title: 'พนักงาน',
      dataIndex: 'staffId',
      valueType: 'select',
      request: staffOptions,
      fieldProps: { showSearch: true, optionFilterProp: 'label' },
      render: (_, r) => r.staffUsername ?? (r.staffId ? `#${r.staffId}` : 'ระบบ'),
    },
    {
      title: 'การกระทำ',
      dataIndex: 'action',
      valueType: 'select',
      valueEnum: toEnum(ACTION_TEXT),
      render: (_, r) => <Tag>{ACTION_TEXT[r.action] ?? r.action}</Tag>,
    },
    {
      title: 'ประเภทข้อมูล',
      dataIndex: 'entity',
      valueType: 'select',
      valueEnum: toEnum(ENTITY_TEXT),
      render: (_, r) => ENTITY_TEXT[r.entity] ?? r.entity,
    },
    { title: 'รหัสรายการ', dataIndex: 'entityId', search: false, render: (_, r) => r.entityId ?? '—' },
    // Who did what to whom in one sentence (the server's); before/after stay one click away in the detail.
    { title: 'รายละเอียด', dataIndex: 'summary', search: false, ellipsis: true, render: (_, r) => r.summary },
  ];
  return (
    <PageContainer title="บันทึกการทำงาน" subTitle="ทุกการกระทำของพนักงาน: ใคร เมื่อไร ทำอะไร ก่อนและหลัง (แก้ไขหรือลบไม่ได้)">
      <ProTable<AuditLogRow>
        rowKey="id"
        columns={columns}
        request={async (params) => tableData(await listAudit(params))}
        pagination={{ pageSize: 20, showSizeChanger: false, showTotal: (t) => `ทั้งหมด ${t} รายการ` }}
        search={{ labelWidth: 'auto', searchText: 'ค้นหา', resetText: 'ล้าง', collapseRender: false, defaultCollapsed: false }}
        options={{ density: false, setting: false, reload: true }}
        locale={{ emptyText: 'ไม่มีรายการ' }}
        expandable={{ expandedRowRender: (r) => <AuditChanges row={r} />, expandRowByClick: true }}
        headerTitle="รายการ (คลิกแถวเพื่อดูก่อน/หลัง)"
        scroll={{ x: 900 }}
      />
    </PageContainer>
  );
}
