import { Grid, Stack } from '@chakra-ui/react';
import { trpc } from '../../trpc';
import { ListMessage } from '../../components/admin/ListMessage';
import { NewsConfigForm } from './NewsConfigForm';
import { NewsSourceHealth } from './NewsSourceHealth';
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
          // the form keeps what is being typed; a save hands it the stored values itself
          <NewsConfigForm key={config.data.id} config={config.data} />
        )}
      </Stack>
      <Stack gap="4">
        <NewsSystemStatus />
        <NewsSourceHealth />
      </Stack>
    </Grid>
  );
}
