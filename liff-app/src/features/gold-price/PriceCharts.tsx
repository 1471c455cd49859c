import type { HistoryRange } from '@goldshop/api/contract';
import { Tabs } from '../../ui/Tabs';
import { PriceChart } from './PriceChart';

const LABELS: Record<HistoryRange, string> = { day: 'วันนี้', month: '30 วัน', year: '1 ปี' };

/** The chart with a tab per range; a range's history and drawing wait until its tab is opened. */
export function PriceCharts({ ranges, id }: { ranges: readonly HistoryRange[]; id: string }) {
  return (
    <section className="card price-charts" aria-labelledby={`${id}-title`} data-testid={id}>
      <h2 id={`${id}-title`} className="gold__title">
        กราฟราคาทองคำแท่ง
      </h2>
      <Tabs id={id} items={ranges.map((r) => ({ key: r, label: LABELS[r], children: <PriceChart range={r} testId={`${id}-${r}`} /> }))} />
    </section>
  );
}
