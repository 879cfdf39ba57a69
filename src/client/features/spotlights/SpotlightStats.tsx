import { StatGrid, StatTile } from '../../components/admin/StatTile';
import type { SpotlightStatsData } from './types';

export function SpotlightStats({ stats }: { stats: SpotlightStatsData | undefined }) {
  return (
    <StatGrid label="Spotlight figures">
      <StatTile label="Total" value={stats?.total} />
      <StatTile label="Featured" value={stats?.featured} />
      <StatTile label="Pending" value={stats?.pending} />
      <StatTile label="Approved" value={stats?.approved} />
    </StatGrid>
  );
}
