import { useEffect, useRef, useState } from 'react';
import { goldPriceCalls, type HistoryPoint, type HistoryRange } from '@goldshop/api/contract';
import { useApi } from '../../lib/use-api';
import { groupedNumber } from '../../lib/format';
import { shortThaiDate } from '../../lib/price-history';
import { useInView } from '../../lib/use-in-view';
import './price.css';

const RANGE_TEXT: Record<HistoryRange, string> = { day: 'วันนี้', month: '30 วัน', year: '1 ปี' };

/** What the chart shows, in words: a canvas says nothing to a screen reader. */
function summary(points: readonly HistoryPoint[], range: HistoryRange): string {
  if (!points.length) return 'ยังไม่มีข้อมูลราคาในช่วงนี้';
  const sell = points.map((p) => p.barBuy);
  const from = shortThaiDate(points[0]!.time);
  const to = shortThaiDate(points.at(-1)!.time);
  const span = from === to ? from : `${from} ถึง ${to}`;
  return `ราคาขายออกทองคำแท่ง ${RANGE_TEXT[range]} (${span}): ต่ำสุด ${groupedNumber(Math.min(...sell))} สูงสุด ${groupedNumber(Math.max(...sell))} ล่าสุด ${groupedNumber(sell.at(-1)!)} บาท`;
}

/**
 * The bar price over a range. Neither the history nor the charting library is asked for until the chart's
 * box scrolls into view, so a page that opens with it below the fold pays nothing for it.
 */
export function PriceChart({ range, testId }: { range: HistoryRange; testId: string }) {
  // Asked for once a quarter of its box is in view: a chart just below a phone's first screen waits for the scroll.
  const [box, seen] = useInView<HTMLElement>({ threshold: 0.25 });
  const plot = useRef<HTMLDivElement>(null);
  const history = useApi(seen ? goldPriceCalls.history : null, { query: { range } });
  const [drawn, setDrawn] = useState(false);
  const points = history.data;

  useEffect(() => {
    const el = plot.current;
    if (!el || !points?.length) return;
    let alive = true;
    let chart: { destroy(): void } | undefined;
    void import('./draw-chart').then(({ drawChart }) => {
      if (!alive) return;
      chart = drawChart(el, points, range);
      setDrawn(true);
    });
    return () => {
      alive = false;
      chart?.destroy();
      setDrawn(false);
    };
  }, [points, range]);

  return (
    <figure ref={box} className="price-chart" data-testid={testId} data-drawn={drawn}>
      <div className="price-chart__plot" ref={plot} role="img" aria-label={points ? summary(points, range) : 'กราฟราคาทอง'}>
        {!drawn && (
          <div className="price-chart__wait">
            {history.failed ? 'โหลดกราฟไม่สำเร็จ' : points && !points.length ? 'ยังไม่มีข้อมูลราคาในช่วงนี้' : 'กำลังโหลดกราฟ…'}
          </div>
        )}
      </div>
      <div className="price-chart__keys" aria-hidden="true">
        <span className="price-chart__key">ขายออก</span>
        <span className="price-chart__key price-chart__key--buyback">รับซื้อ</span>
      </div>
      {points && <figcaption>{summary(points, range)}</figcaption>}
    </figure>
  );
}
