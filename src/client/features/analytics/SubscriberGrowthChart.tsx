import { monthLabel } from '../../../shared/analyticsInsights';
import { SectionCard } from '../../components/admin/SectionCard';
import { LineChart } from '../../components/charts/LineChart';
import { formatCount } from '../../components/charts/scale';
import type { AnalyticsSummary } from './types';

/** Active subscribers at the end of each of the last twelve months. */
export function SubscriberGrowthChart({ summary }: { summary: AnalyticsSummary }) {
  const growth = summary.subscriberGrowth;
  const first = growth[0];
  const last = growth.at(-1);
  const summaryText =
    first && last
      ? `Active subscribers by month, from ${formatCount(first.cumulativeActive)} in ${monthLabel(first.month, 'long')} to ${formatCount(last.cumulativeActive)} in ${monthLabel(last.month, 'long')}.`
      : 'No subscriber figures yet.';
  return (
    <SectionCard title="Subscriber Growth by Month">
      <LineChart
        summary={summaryText}
        points={growth.map((g) => ({ label: monthLabel(g.month, 'short'), value: g.cumulativeActive }))}
        table={{
          columns: ['Month', 'Joined', 'Active at month end'],
          rows: growth.map((g) => [monthLabel(g.month, 'long'), g.joined, g.cumulativeActive]),
        }}
      />
    </SectionCard>
  );
}
