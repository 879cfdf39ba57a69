import { Stack } from '@chakra-ui/react';
import { trpc } from '../../trpc';
import { AdminPageHeader } from '../../components/admin/AdminPageHeader';
import { SpotlightStats } from './SpotlightStats';
import { SpotlightList } from './SpotlightList';
import { CreateSpotlightDialog } from './CreateSpotlightDialog';
import { useSpotlightActions } from './useSpotlightActions';

export function SpotlightsScreen() {
  const stats = trpc.spotlights.stats.useQuery();
  const actions = useSpotlightActions();
  return (
    <Stack gap="6">
      <AdminPageHeader
        title="Community Spotlights"
        description="Stories of veterans and their businesses, reviewed before they appear on the site."
        actions={<CreateSpotlightDialog onCreate={actions.create} creating={actions.creating} />}
      />
      <SpotlightStats stats={stats.data} />
      <SpotlightList actions={actions} />
    </Stack>
  );
}
