import { Button, Stack } from '@chakra-ui/react';
import { trpc } from '../../trpc';
import { AdminPageHeader } from '../../components/admin/AdminPageHeader';
import { SubscriberStats } from './SubscriberStats';
import { AddSubscriberForm } from './AddSubscriberForm';
import { SubscriberList } from './SubscriberList';
import { useSubscriberActions } from './useSubscriberActions';

export const SUBSCRIBERS_EXPORT_URL = '/api/subscribers/export.csv';

function activeLine(active: number | undefined) {
  if (active === undefined) return 'Manage the people who receive Muster.';
  return `${active.toLocaleString('en-US')} active ${active === 1 ? 'subscriber' : 'subscribers'}`;
}

export function SubscribersScreen() {
  const stats = trpc.subscribers.stats.useQuery();
  const actions = useSubscriberActions();
  return (
    <Stack gap="6">
      <AdminPageHeader
        title="Subscribers"
        description={activeLine(stats.data?.active)}
        actions={
          // a real download: the browser saves the server's CSV, no data passes through React
          <Button asChild variant="outline" colorPalette="navy">
            <a href={SUBSCRIBERS_EXPORT_URL} download>
              Export CSV
            </a>
          </Button>
        }
      />
      <SubscriberStats stats={stats.data} />
      <AddSubscriberForm onAdd={actions.add} adding={actions.adding} />
      <SubscriberList actions={actions} />
    </Stack>
  );
}
