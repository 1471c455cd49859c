import uPlot from 'uplot';
import { axisStyle, sizedChart, token } from '../../lib/chart-kit';
import { tickLabels } from '../../lib/price-history';
import { bangkokLocal } from '../../lib/thai-date';
import type { BalanceSeries } from './balance-series';

/*
 * The gold account's balance over time, drawn by uPlot as the price chart is (docs/decisions.md "Gold price
 * chart"): loaded only when the chart scrolls into view. A step line: grams change only at an approved movement.
 */

const DAY = 86_400;

export function drawBalance(el: HTMLElement, s: BalanceSeries): { destroy(): void } {
  const axis = axisStyle();
  const span = s.times.at(-1)! - s.times[0]!;
  // Days and months as the price chart labels them: a month's span by day, a longer one by month.
  const range = span > 62 * DAY ? 'year' : 'month';
  return sizedChart(
    el,
    {
      legend: { show: false },
      cursor: { drag: { x: false, y: false } },
      tzDate: (seconds) => bangkokLocal(new Date(seconds * 1000)),
      scales: {
        x: { time: true, range: (_u, min, max) => (max - min < DAY ? [min - DAY, max + DAY] : [min, max]) },
        y: { range: (_u, _min, max) => [0, max > 0 ? max * 1.1 : 1] },
      },
      series: [
        {},
        {
          label: 'กรัม',
          stroke: token('--gold'),
          fill: token('--gold-soft'),
          width: 2,
          paths: uPlot.paths.stepped!({ align: 1 }),
          points: { show: s.times.length < 30 },
        },
      ],
      axes: [
        { ...axis, values: (_u, splits) => tickLabels(splits, range) },
        { ...axis, size: 52, values: (_u, splits) => splits.map((v) => v.toFixed(v < 10 ? 2 : 1)) },
      ],
    },
    [s.times, s.grams],
  );
}
