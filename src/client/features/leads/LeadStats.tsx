import { StatGrid, StatTile } from '../../components/admin/StatTile';
import type { LeadStatsData } from './types';

export function LeadStats({ stats }: { stats: LeadStatsData | undefined }) {
  return (
    <StatGrid label="Lead figures">
      <StatTile label="New" value={stats?.new} />
      <StatTile label="Contacted" value={stats?.contacted} />
      <StatTile label="Urgent and open" value={stats?.urgentOpen} />
      <StatTile label="Closed" value={stats?.closed} />
    </StatGrid>
  );
}
