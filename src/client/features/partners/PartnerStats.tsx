import { StatGrid, StatTile } from '../../components/admin/StatTile';
import type { PartnerStatsData } from './types';

export function PartnerStats({ stats }: { stats: PartnerStatsData | undefined }) {
  return (
    <StatGrid label="Partner figures">
      <StatTile label="Pending" value={stats?.pending} />
      <StatTile label="Approved" value={stats?.approved} />
      <StatTile label="Rejected" value={stats?.rejected} />
      <StatTile label="Total" value={stats?.total} />
    </StatGrid>
  );
}
