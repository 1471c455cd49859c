import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import type { HistoryPoint, HistoryRange } from '@goldshop/api/contract';
import { groupedNumber } from '../../lib/format';
import { axisLabel, chartColumns } from '../../lib/price-history';

/*
 * The price chart, drawn by uPlot (a kept, small canvas charting library: docs/decisions.md "Gold price
 * chart"). This module is the only one that imports it, and it is loaded only when a chart scrolls into view.
 * Colours come from the tokens, so the chart follows the app's.
 */

const token = (name: string) => getComputedStyle(document.documentElement).getPropertyValue(name).trim();

export function drawChart(el: HTMLElement, points: readonly HistoryPoint[], range: HistoryRange): { destroy(): void } {
  const gold = token('--gold');
  const green = token('--success');
  const muted = token('--ink-muted');
  const grid = token('--line');
  const axis = { stroke: muted, grid: { stroke: grid, width: 1 }, ticks: { stroke: grid, width: 1 }, font: '12px sans-serif' };
  const opts: uPlot.Options = {
    width: el.clientWidth,
    height: el.clientHeight,
    legend: { show: false },
    cursor: { drag: { x: false, y: false } },
    // One announcement alone (early in the day) gets three hours either side, not a span of no time at all.
    scales: { x: { time: true, range: (_u, min, max) => (min === max ? [min - 3 * 3600, max + 3 * 3600] : [min, max]) } },
    series: [
      {},
      { label: 'ขายออก', stroke: gold, width: 2, points: { show: points.length < 40 } },
      { label: 'รับซื้อ', stroke: green, width: 2, points: { show: points.length < 40 } },
    ],
    axes: [
      { ...axis, values: (_u, splits) => splits.map((s) => axisLabel(s, range)) },
      { ...axis, size: 56, values: (_u, splits) => splits.map((v) => groupedNumber(v)) },
    ],
  };
  const chart = new uPlot(opts, chartColumns(points), el);
  // The phone turns, the window narrows: the chart follows its box.
  const resize = new ResizeObserver(() => chart.setSize({ width: el.clientWidth, height: el.clientHeight }));
  resize.observe(el);
  return {
    destroy() {
      resize.disconnect();
      chart.destroy();
    },
  };
}
