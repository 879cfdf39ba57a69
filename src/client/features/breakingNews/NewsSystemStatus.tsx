import { DataList, Heading, Stack } from '@chakra-ui/react';
import { formatDateTime } from '../../../shared/adminDates';
import { trpc } from '../../trpc';

/** Counts and the last check, from one aggregate on the server. */
export function NewsSystemStatus() {
  // the monitor checks on its own: the block follows it without a reload
  const stats = trpc.breakingNews.stats.useQuery(undefined, { refetchInterval: 30_000 });
  const value = (n: number | undefined) => (stats.isError ? 'Unavailable' : (n ?? '—'));
  return (
    <Stack as="section" aria-labelledby="news-system-status" gap="3" bg="navy.50" borderRadius="md" p="4">
      <Heading as="h2" id="news-system-status" size="md" color="navy.900">
        System Status
      </Heading>
      <DataList.Root orientation="horizontal" size="sm">
        {[
          ['Total items', value(stats.data?.total)],
          ['Published', value(stats.data?.published)],
          ['Pending review', value(stats.data?.pending)],
          ['Last checked', stats.isError ? 'Unavailable' : stats.data ? formatDateTime(stats.data.lastCheckedAt) : '—'],
        ].map(([label, v]) => (
          <DataList.Item key={label}>
            <DataList.ItemLabel>{label}</DataList.ItemLabel>
            <DataList.ItemValue fontWeight="semibold">{v}</DataList.ItemValue>
          </DataList.Item>
        ))}
      </DataList.Root>
    </Stack>
  );
}
