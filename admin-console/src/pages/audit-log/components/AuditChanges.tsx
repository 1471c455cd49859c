import { Collapse, Table, Typography } from 'antd';
import type { AuditLogRow } from '@goldshop/api/contract';
import { auditDiff, type DiffRow } from '../diff';

const pretty = (v: unknown) => (v === null || v === undefined ? '—' : JSON.stringify(v, null, 2));

/** Before and after of one action: the fields side by side (changes highlighted), and the raw JSON. */
export function AuditChanges({ row }: { row: AuditLogRow }) {
  const rows = auditDiff(row.before, row.after);
  return (
    <div data-testid={`audit-changes-${row.id}`}>
      <Table<DiffRow>
        size="small"
        rowKey="key"
        pagination={false}
        dataSource={rows}
        rowClassName={(r) => (r.changed ? 'audit-changed' : '')}
        locale={{ emptyText: 'ไม่มีข้อมูล' }}
        columns={[
          { title: 'ข้อมูล', dataIndex: 'key', width: 220, render: (k: string, r) => (r.changed ? <Typography.Text strong>{k}</Typography.Text> : k) },
          { title: 'ก่อน', dataIndex: 'before', render: (v: string, r) => <Typography.Text type={r.changed ? 'danger' : undefined} style={{ wordBreak: 'break-all' }}>{v}</Typography.Text> },
          { title: 'หลัง', dataIndex: 'after', render: (v: string, r) => <Typography.Text type={r.changed ? 'success' : undefined} style={{ wordBreak: 'break-all' }}>{v}</Typography.Text> },
        ]}
      />
      <Collapse
        size="small"
        ghost
        items={[
          {
            key: 'json',
            label: 'JSON ทั้งหมด',
            children: (
              <div style={{ display: 'flex', gap: 16 }}>
                <pre style={{ flex: 1, margin: 0, fontSize: 12, background: '#fafafa', padding: 8, overflow: 'auto', maxHeight: 320 }}>{pretty(row.before)}</pre>
                <pre style={{ flex: 1, margin: 0, fontSize: 12, background: '#f6ffed', padding: 8, overflow: 'auto', maxHeight: 320 }}>{pretty(row.after)}</pre>
              </div>
            ),
          },
        ]}
      />
    </div>
  );
}
