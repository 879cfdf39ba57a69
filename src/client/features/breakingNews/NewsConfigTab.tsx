import { Grid, Stack } from '@chakra-ui/react';
import { trpc } from '../../trpc';
import { ListMessage } from '../../components/admin/ListMessage';
import { NewsConfigForm } from './NewsConfigForm';
import { NewsSystemStatus } from './NewsSystemStatus';

export function NewsConfigTab() {
  const config = trpc.breakingNews.config.useQuery();
  return (
    <Grid templateColumns={{ base: '1fr', xl: '1fr 18rem' }} gap="6" alignItems="start">
      <Stack>
        {config.isPending ? (
          <ListMessage kind="loading" text="Loading configuration..." />
        ) : config.isError ? (
          <ListMessage kind="error" text="Failed to load the configuration." />
        ) : (
          // a saved config comes back with a new updatedAt: the form starts again from it
          <NewsConfigForm key={String(config.data.updatedAt)} config={config.data} />
        )}
      </Stack>
      <NewsSystemStatus />
    </Grid>
  );
}
