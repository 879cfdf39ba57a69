import { ListMessage } from '../../components/admin/ListMessage';
import { SectionCard } from '../../components/admin/SectionCard';
import { chartColors } from '../../components/charts/ChartFrame';
import { GroupedBarChart } from '../../components/charts/GroupedBarChart';
import type { AnalyticsSummary } from './types';

const series = [
  { name: 'Opens', color: chartColors.primary },
  { name: 'Clicks', color: chartColors.accent },
];

/** Opens and clicks of each recently sent newsletter, newest first. */
export function NewsletterEngagementChart({ summary }: { summary: AnalyticsSummary }) {
  const sent = summary.recentSent;
  return (
    <SectionCard title="Opens and Clicks per Newsletter">
      {sent.length === 0 ? (
        <ListMessage kind="empty" text="No newsletters sent yet." />
      ) : (
        <GroupedBarChart
          summary={`Opens and clicks of the ${sent.length} most recently sent newsletters.`}
          series={series}
          groups={sent.map((n) => ({ label: n.title, values: [n.opened, n.clicked] }))}
          table={{ columns: ['Newsletter', 'Opens', 'Clicks'], rows: sent.map((n) => [n.title, n.opened, n.clicked]) }}
        />
      )}
    </SectionCard>
  );
}
