import { formatRate } from '../../../shared/rates';
import { StatGrid, StatTile } from '../../components/admin/StatTile';
import { formatCount } from '../../components/charts/scale';
import type { AnalyticsSummary } from './types';

/** The four figures the dashboard and the analytics screen share (admin spec §9 formulas). */
export function PerformanceFigures({ summary }: { summary: AnalyticsSummary }) {
  return (
    <StatGrid label="Newsletter performance">
      <StatTile label="Total Subscribers" value={formatCount(summary.totalSubscribers)} help="Active subscribers" />
      <StatTile label="Open Rate" value={formatRate(summary.openRate)} help="Opened ÷ sent" />
      <StatTile label="Click-through Rate" value={formatRate(summary.clickRate)} help="Clicked ÷ sent" />
      <StatTile label="Service Conversions" value={formatCount(summary.totals.conversions)} help="From newsletter clicks" />
    </StatGrid>
  );
}
