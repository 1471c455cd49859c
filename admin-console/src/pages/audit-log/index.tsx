import type { ProColumns } from '@ant-design/pro-components';
import { Tag } from 'antd';
import type { AuditLogRow } from '@goldshop/api/contract';
import { ThaiDateRange } from '../../components/backoffice/ThaiDatePicker';
import { QueueTable } from '../../components/QueueTable';
import { createdColumn } from '../../components/queue-columns';
import { valueEnumOf } from '../../lib/status';
import { useQueue } from '../../lib/use-queue';
import { AuditChanges } from './components/AuditChanges';
import { ACTION_TEXT, ENTITY_TEXT } from './labels';
import { listAudit, staffOptions } from './service';

const columns: ProColumns<AuditLogRow>[] = [
  createdColumn('เวลา', { width: 170 }),
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
    valueEnum: valueEnumOf(ACTION_TEXT),
    render: (_, r) => <Tag>{ACTION_TEXT[r.action] ?? r.action}</Tag>,
  },
  {
    title: 'ประเภทข้อมูล',
    dataIndex: 'entity',
    valueType: 'select',
    valueEnum: valueEnumOf(ENTITY_TEXT),
    render: (_, r) => ENTITY_TEXT[r.entity] ?? r.entity,
  },
  { title: 'รหัสรายการ', dataIndex: 'entityId', search: false, render: (_, r) => r.entityId ?? '—' },
  // Who did what to whom in one sentence (the server's); before/after stay one click away in the detail.
  { title: 'รายละเอียด', dataIndex: 'summary', search: false, ellipsis: true, render: (_, r) => r.summary },
];

/** Every staff action (append-only on the server: there is nothing to edit here), newest first. */
export default function AuditLog() {
  const q = useQueue<AuditLogRow>();
  return (
    <QueueTable
      queue={q}
      title="บันทึกการทำงาน"
      subTitle="ทุกการกระทำของพนักงาน: ใคร เมื่อไร ทำอะไร ก่อนและหลัง (แก้ไขหรือลบไม่ได้)"
      headerTitle="รายการ (คลิกแถวเพื่อดูก่อน/หลัง)"
      columns={columns}
      list={listAudit}
      expandable={{ expandedRowRender: (r) => <AuditChanges row={r} />, expandRowByClick: true }}
      scroll={{ x: 900 }}
    />
  );
}
