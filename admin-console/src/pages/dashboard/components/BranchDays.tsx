import { ProCard } from '@ant-design/pro-components';
import { Statistic, Tag } from 'antd';
import type { BranchDay } from '@goldshop/api/contract';
import { formatBaht } from '../../../lib/money';

const small = { fontSize: 20 };

/**
 * Each branch's day (docs/product.md "Console: dashboard"): what waits for its staff, the money approved since
 * midnight and its pawn contracts due this week. Staff see their branches; the owner every one.
 */
export function BranchDays({ days, loading }: { days: BranchDay[] | undefined; loading: boolean }) {
  return (
    <ProCard title="งานของแต่ละสาขาวันนี้" gutter={[16, 16]} wrap bordered headerBordered loading={loading} style={{ marginBottom: 16 }}>
      {(days ?? []).map((b) => (
        <ProCard
          key={b.id}
          colSpan={{ xs: 24, lg: 12, xxl: 8 }}
          bordered
          title={`สาขา${b.name}`}
          extra={b.closed && <Tag>ปิดรับรายการใหม่</Tag>}
          data-testid={`branch-day-${b.id}`}
        >
          <div style={{ display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: 12 }}>
            <Statistic title="รอดำเนินการ" value={b.waiting} valueStyle={{ ...small, color: b.waiting > 0 ? '#d46b08' : '#389e0d' }} />
            <Statistic title="รับชำระวันนี้" value={formatBaht(b.receivedToday)} valueStyle={small} />
            <Statistic title="ขายฝากครบกำหนด 7 วัน" value={b.dueThisWeek} valueStyle={small} />
          </div>
        </ProCard>
      ))}
    </ProCard>
  );
}
