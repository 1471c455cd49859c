import { useEffect, useMemo, useRef, useState } from 'react';
import type { GoldAccountAnswer } from '@goldshop/api/contract';
import { formatThaiDate } from '../../features/money/format';
import { useInView } from '../../lib/use-in-view';
import { Box } from '../../ui/Box';
import { balanceSeries } from './balance-series';
import '../../features/gold-price/price.css';

/**
 * The grams held over time (docs/product.md "Member app: gold account (/gold-account)"), from the ledger the page
 * already has. The charting library is asked for only once the chart scrolls into view; the summary says in words
 * what the canvas shows.
 */
export function BalanceChart({ ledger }: { ledger: GoldAccountAnswer['ledger'] }) {
  const [box, seen] = useInView<HTMLElement>({ threshold: 0.25 });
  const plot = useRef<HTMLDivElement>(null);
  const series = useMemo(() => balanceSeries(ledger), [ledger]);
  const [drawn, setDrawn] = useState(false);

  useEffect(() => {
    const el = plot.current;
    if (!el || !seen || !series.times.length) return;
    let alive = true;
    let chart: { destroy(): void } | undefined;
    void import('./draw-balance').then(({ drawBalance }) => {
      if (!alive) return;
      chart = drawBalance(el, series);
      setDrawn(true);
    });
    return () => {
      alive = false;
      chart?.destroy();
      setDrawn(false);
    };
  }, [seen, series]);

  if (!series.times.length) return null;
  const first = formatThaiDate(new Date(series.times[0]! * 1000).toISOString());
  const fmt = (g: number) => g.toFixed(4);
  const summary = `ทองในบัญชีตั้งแต่ ${first}: สูงสุด ${fmt(Math.max(...series.grams))} กรัม ล่าสุด ${fmt(series.grams.at(-1)!)} กรัม`;
  return (
    <Box title="ทองในบัญชีตามเวลา" id="gold-balance-chart">
      <figure ref={box} className="price-chart" data-testid="gold-balance-chart" data-drawn={drawn}>
        <div className="price-chart__plot" ref={plot} role="img" aria-label={summary}>
          {!drawn && <div className="price-chart__wait">กำลังโหลดกราฟ…</div>}
        </div>
        <figcaption>{summary}</figcaption>
      </figure>
    </Box>
  );
}
