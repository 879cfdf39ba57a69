import { ChartFrame, chartColors, type ChartTable } from './ChartFrame';
import { formatCount, niceMax, scaleTo, slotCentre, ticks } from './scale';

export type LinePoint = { label: string; value: number };

type LineChartProps = { points: LinePoint[]; summary: string; table: ChartTable };

const W = 300;
const H = 200;
const M = { top: 12, right: 8, bottom: 24, left: 36 };
const plotW = W - M.left - M.right;
const plotH = H - M.top - M.bottom;

/** One series over equal slots (months): gridlines, a line, a dot per value. */
export function LineChart({ points, summary, table }: LineChartProps) {
  const top = niceMax(Math.max(0, ...points.map((p) => p.value)));
  const x = (i: number) => M.left + slotCentre(i, points.length, plotW);
  const y = (v: number) => M.top + plotH - scaleTo(v, top, plotH);
  const path = points.map((p, i) => `${i === 0 ? 'M' : 'L'}${x(i).toFixed(1)},${y(p.value).toFixed(1)}`).join(' ');
  return (
    <ChartFrame summary={summary} table={table} viewBox={`0 0 ${W} ${H}`}>
      {ticks(top).map((t) => (
        <g key={t}>
          <line x1={M.left} x2={W - M.right} y1={y(t)} y2={y(t)} stroke={chartColors.grid} strokeWidth="1" />
          <text x={M.left - 6} y={y(t) + 3.5} textAnchor="end" style={{ fontSize: 10 }} fill={chartColors.text}>
            {formatCount(t)}
          </text>
        </g>
      ))}
      <path d={path} fill="none" stroke={chartColors.primary} strokeWidth="2.5" strokeLinejoin="round" />
      {points.map((p, i) => (
        <g key={p.label + i}>
          <circle cx={x(i)} cy={y(p.value)} r="3.5" fill={chartColors.primary} />
          <text x={x(i)} y={H - 8} textAnchor="middle" style={{ fontSize: 10 }} fill={chartColors.text}>
            {p.label}
          </text>
        </g>
      ))}
    </ChartFrame>
  );
}
