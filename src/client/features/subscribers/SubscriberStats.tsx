import { formatRetention, retentionRate } from '../../../shared/rates';
import { StatGrid, StatTile } from '../../components/admin/StatTile';
import type { SubscriberStatsData } from './types';

const count = (n: number | undefined) => n?.toLocaleString('en-US');

/** Active, Unsubscribed, Total Contacts, Retention Rate: one aggregate from the server. */
export function SubscriberStats({ stats }: { stats: SubscriberStatsData | undefined }) {
  return (
    <StatGrid label="Subscriber figures">
      <StatTile label="Active" value={count(stats?.active)} />
      <StatTile label="Unsubscribed" value={count(stats?.unsubscribed)} />
      <StatTile label="Total Contacts" value={count(stats?.total)} />
      <StatTile label="Retention Rate" value={stats && formatRetention(retentionRate(stats.active, stats.total))} />
    </StatGrid>
  );
}
