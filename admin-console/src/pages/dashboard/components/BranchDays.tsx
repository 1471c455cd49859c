import { ProCard, StatisticCard } from '@ant-design/pro-components';
import { Tag } from 'antd';
import type { BranchDay } from '@goldshop/api/contract';
import { formatBaht } from '../../../lib/money';

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
          colSpan={{ xs: 24, md: 12, xl: 8 }}
          bordered
          title={`สาขา${b.name}`}
          extra={b.closed && <Tag>ปิดรับรายการใหม่</Tag>}
          data-testid={`branch-day-${b.id}`}
        >
          <StatisticCard.Group direction="row">
            <StatisticCard statistic={{ title: 'รอดำเนินการ', value: b.waiting, suffix: 'รายการ' }} />
            <StatisticCard statistic={{ title: 'รับชำระวันนี้', value: formatBaht(b.receivedToday) }} />
            <StatisticCard statistic={{ title: 'ขายฝากครบกำหนด 7 วัน', value: b.dueThisWeek, suffix: 'สัญญา' }} />
          </StatisticCard.Group>
        </ProCard>
      ))}
    </ProCard>
  );
}
