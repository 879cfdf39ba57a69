import { ChartFrame, chartColors, type ChartSeries, type ChartTable } from './ChartFrame';
import { formatCount, niceMax, scaleTo } from './scale';

export type BarGroup = { label: string; values: number[] };

type GroupedBarChartProps = { groups: BarGroup[]; series: ChartSeries[]; summary: string; table: ChartTable };

const W = 300;
const LABEL_H = 16;
const BAR_H = 10;
const BAR_GAP = 3;
const GROUP_GAP = 12;
const VALUE_SPACE = 44;
const LABEL_MAX = 48;

const shorten = (text: string) => (text.length > LABEL_MAX ? `${text.slice(0, LABEL_MAX - 1).trimEnd()}…` : text);

/**
 * Horizontal bars, one group per row with its label above, so long labels (newsletter titles)
 * stay readable on a phone.
 */
export function GroupedBarChart({ groups, series, summary, table }: GroupedBarChartProps) {
  const top = niceMax(Math.max(0, ...groups.flatMap((g) => g.values)));
  const groupH = LABEL_H + series.length * (BAR_H + BAR_GAP) + GROUP_GAP;
  const height = Math.max(groupH * groups.length, groupH);
  return (
    <ChartFrame summary={summary} table={table} viewBox={`0 0 ${W} ${height}`} legend={series}>
      {groups.map((group, g) => {
        const y0 = g * groupH;
        return (
          <g key={group.label + g}>
            <text x="0" y={y0 + 11} style={{ fontSize: 11 }} fill="var(--chakra-colors-fg)">
              {shorten(group.label)}
            </text>
            {series.map((s, i) => {
              const value = group.values[i] ?? 0;
              const y = y0 + LABEL_H + i * (BAR_H + BAR_GAP);
              const w = scaleTo(value, top, W - VALUE_SPACE);
              return (
                <g key={s.name}>
                  <rect x="0" y={y} width={Math.max(w, 1)} height={BAR_H} rx="2" fill={s.color} />
                  <text x={w + 4} y={y + BAR_H - 1.5} style={{ fontSize: 9.5 }} fill={chartColors.text}>
                    {formatCount(value)}
                  </text>
                </g>
              );
            })}
          </g>
        );
      })}
    </ChartFrame>
  );
}
