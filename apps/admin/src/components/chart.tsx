import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { chartDayTick, chartDayX, chartInstant } from '../lib/format';

export interface ChartSeries {
  label: string;
  values: number[];
  color: string;
}

/** Tick steps of the x axis, in seconds: whole days and weeks only. */
const DAY_STEPS = [1, 2, 7, 14, 28, 56, 91, 182, 364].map((n) => n * 86_400);

/**
 * A line chart of daily figures (uPlot: ~50 kB, canvas, no dependencies). Days are Beijing dates
 * placed at their UTC midnight; the x axis ticks whole days only and labels them 'MM-DD' (dayjs,
 * lib/format.ts), never hours or US-style dates. Figures are only drawn here: every amount
 * shown as text still comes from the 2-decimal strings, never from these floats.
 */
export function LineChart({ days, dayTitle, series, height = 280 }: { days: string[]; dayTitle: string; series: ChartSeries[]; height?: number }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = box.current;
    // jsdom (unit tests) draws no canvas: the table below the chart still shows every figure.
    if (!el || days.length === 0 || navigator.userAgent.includes('jsdom')) return;
    const xs = days.map(chartDayX);
    const tick = chartDayTick(days);
    let plot: uPlot | null = null;
    try {
      plot = new uPlot(
        {
          width: Math.max(240, el.clientWidth),
          height,
          // ticks are placed on UTC midnights, where chartDayX puts the Beijing days
          tzDate: (ts) => uPlot.tzDate(chartInstant(ts), 'Etc/UTC'),
          scales: { x: { time: true } },
          axes: [
            {
              stroke: '#6b7280',
              grid: { stroke: '#eef0f4' },
              incrs: DAY_STEPS,
              values: (_u, splits) => splits.map(tick),
            },
            { stroke: '#6b7280', grid: { stroke: '#eef0f4' }, size: 70 },
          ],
          series: [
            { label: dayTitle, value: (_u, x) => (x === null ? '—' : tick(x)) },
            ...series.map((s) => ({ label: s.label, stroke: s.color, width: 2, fill: `${s.color}14`, points: { show: days.length <= 31 } })),
          ],
        },
        [xs, ...series.map((s) => s.values)],
        el,
      );
    } catch {
      return; // a browser without canvas: the table still shows the figures
    }
    const resize = () => plot?.setSize({ width: Math.max(240, el.clientWidth), height });
    window.addEventListener('resize', resize);
    return () => {
      window.removeEventListener('resize', resize);
      plot?.destroy();
    };
  }, [days, dayTitle, series, height]);
  return <div ref={box} className="chart" data-testid="chart" />;
}
