import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

/*
 * What the app's uPlot charts share (docs/decisions.md "Gold price chart"): colours read from the tokens, one axis
 * style, and a chart that follows its box. Imported only by the chart modules, which load when a chart scrolls
 * into view, so uPlot stays out of every first view.
 */

/** A colour token's value (--gold, --line …), so a chart follows the app's palette. */
export const token = (name: string) => getComputedStyle(document.documentElement).getPropertyValue(name).trim();

/** The axes' look: muted labels, the app's line colour for the grid and ticks. */
export const axisStyle = () => {
  const grid = token('--line');
  return { stroke: token('--ink-muted'), grid: { stroke: grid, width: 1 }, ticks: { stroke: grid, width: 1 }, font: '12px sans-serif' };
};

/** Draws `opts` over `data` in `el`, at its size and following it as the phone turns or the window narrows. */
export function sizedChart(el: HTMLElement, opts: Omit<uPlot.Options, 'width' | 'height'>, data: uPlot.AlignedData): { destroy(): void } {
  const chart = new uPlot({ ...opts, width: el.clientWidth, height: el.clientHeight }, data, el);
  const resize = new ResizeObserver(() => chart.setSize({ width: el.clientWidth, height: el.clientHeight }));
  resize.observe(el);
  return {
    destroy() {
      resize.disconnect();
      chart.destroy();
    },
  };
}
