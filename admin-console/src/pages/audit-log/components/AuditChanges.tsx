import { useState } from 'react';
import { Checkbox, Collapse, Table, Typography } from 'antd';
import type { AuditLogRow } from '@goldshop/api/contract';
import { auditDiff, type DiffRow } from '../diff';

const pretty = (v: unknown) => (v === null || v === undefined ? '—' : JSON.stringify(v, null, 2));

/** Before and after of one action: the fields side by side (changes highlighted), and the raw JSON. */
export function AuditChanges({ row }: { row: AuditLogRow }) {
  const rows = auditDiff(row.before, row.after);
  const changed = rows.filter((r) => r.changed);
  // An update lists only what changed unless asked; a create or delete lists every field anyway.
  const [all, setAll] = useState(changed.length === 0 || changed.length === rows.length);
  return (
    <div data-testid={`audit-changes-${row.id}`}>
      {changed.length > 0 && changed.length < rows.length && (
        <Checkbox checked={all} onChange={(e) => setAll(e.target.checked)} style={{ marginBottom: 8 }}>
          แสดงทุกช่อง ({rows.length}) ไม่เฉพาะที่เปลี่ยน ({changed.length})
        </Checkbox>
      )}
      <Table<DiffRow>
        size="small"
        rowKey="key"
        pagination={false}
        dataSource={all ? rows : changed}
        rowClassName={(r) => (r.changed ? 'audit-changed' : '')}
        locale={{ emptyText: 'ไม่มีข้อมูล' }}
        columns={[
          {
            title: 'ข้อมูล',
            dataIndex: 'key',
            width: 220,
            render: (k: string, r) => (r.changed ? <Typography.Text strong>{k}</Typography.Text> : k),
          },
          {
            title: 'ก่อน',
            dataIndex: 'before',
            render: (v: string, r) => (
              <Typography.Text type={r.changed ? 'danger' : undefined} style={{ wordBreak: 'break-all' }}>
                {v}
              </Typography.Text>
            ),
          },
          {
            title: 'หลัง',
            dataIndex: 'after',
            render: (v: string, r) => (
              <Typography.Text type={r.changed ? 'success' : undefined} style={{ wordBreak: 'break-all' }}>
                {v}
              </Typography.Text>
            ),
          },
        ]}
      />
      <Collapse
        size="small"
        ghost
        items={[
          {
            key: 'json',
            label: 'ข้อมูลทั้งหมดตามที่บันทึก',
            children: (
              <div style={{ display: 'flex', gap: 16 }}>
                <pre style={{ flex: 1, margin: 0, fontSize: 12, background: '#fafafa', padding: 8, overflow: 'auto', maxHeight: 320 }}>
                  {pretty(row.before)}
                </pre>
                <pre style={{ flex: 1, margin: 0, fontSize: 12, background: '#f6ffed', padding: 8, overflow: 'auto', maxHeight: 320 }}>
                  {pretty(row.after)}
                </pre>
              </div>
            ),
          },
        ]}
      />
    </div>
  );
}
