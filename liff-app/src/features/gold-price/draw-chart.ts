import uPlot from 'uplot';
import type { HistoryPoint, HistoryRange } from '@goldshop/api/contract';
import { groupedNumber } from '../../lib/format';
import { chartColumns, dayTicks, tickLabels, timeSpan } from '../../lib/price-history';
import { bangkokLocal } from '../../lib/thai-date';
import { axisStyle, sizedChart, token } from '../../lib/chart-kit';

/*
 * The price chart, drawn by uPlot (a kept, small canvas charting library: docs/decisions.md "Gold price
 * chart"). Only the chart modules import it (through lib/chart-kit.ts), and they load only when a chart scrolls
 * into view. Colours come from the tokens, so the chart follows the app's.
 */

export function drawChart(el: HTMLElement, points: readonly HistoryPoint[], range: HistoryRange): { destroy(): void } {
  const gold = token('--gold');
  const green = token('--success');
  const axis = axisStyle();
  const columns = chartColumns(points);
  const times = columns[0];
  const opts: Omit<uPlot.Options, 'width' | 'height'> = {
    legend: { show: false },
    cursor: { drag: { x: false, y: false } },
    // Dates and times are Bangkok's on any device: a month's or a year's ticks fall on Bangkok's midnights.
    tzDate: (seconds) => bangkokLocal(new Date(seconds * 1000)),
    scales: { x: { time: true, range: () => timeSpan(times, range) } },
    series: [
      {},
      { label: 'ขายออก', stroke: gold, width: 2, points: { show: points.length < 40 } },
      { label: 'รับซื้อ', stroke: green, width: 2, points: { show: points.length < 40 } },
    ],
    axes: [
      {
        ...axis,
        // A day is labelled at its rounds' times; a month and a year at the library's even days and months.
        ...(range === 'day' && {
          splits: (u: uPlot, _axis: number, min: number, max: number) =>
            dayTicks(times, (t) => ((t - min) / (max - min)) * (u.bbox.width / uPlot.pxRatio)),
        }),
        values: (_u, splits) => tickLabels(splits, range),
      },
      { ...axis, size: 56, values: (_u, splits) => splits.map((v) => groupedNumber(v)) },
    ],
  };
  return sizedChart(el, opts, columns);
}
