import { Badge, Heading, List, Stack, Text } from '@chakra-ui/react';
import { formatDateTime } from '../../../shared/adminDates';
import { trpc } from '../../trpc';
import type { NewsSourceHealth as Health } from './types';

function hostOf(url: string) {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}

/** The last read of a source decides its badge: an error after the last success means it is failing now. */
function SourceLine({ source }: { source: Health }) {
  const failing = source.lastErrorAt && (!source.lastSuccessAt || new Date(source.lastErrorAt) > new Date(source.lastSuccessAt));
  const [label, palette] = !source.lastCheckedAt ? ['Not checked yet', 'gray'] : failing ? ['Failing', 'red'] : ['OK', 'green'];
  return (
    <List.Item listStyleType="none" borderTopWidth="1px" borderColor="navy.100" pt="2">
      <Stack gap="1">
        <Stack direction="row" justify="space-between" align="center" gap="2">
          <Text fontWeight="semibold" fontSize="sm" wordBreak="break-all" title={source.url}>
            {hostOf(source.url)}
          </Text>
          <Badge colorPalette={palette}>{label}</Badge>
        </Stack>
        {source.lastSuccessAt ? (
          <Text fontSize="xs" color="fg.muted">
            Last success {formatDateTime(source.lastSuccessAt)} · {source.itemsSeen} {source.itemsSeen === 1 ? 'item' : 'items'} seen
          </Text>
        ) : null}
        {source.lastErrorAt ? (
          <Text fontSize="xs" color={failing ? 'red.700' : 'fg.muted'}>
            Last error {formatDateTime(source.lastErrorAt)}: {source.lastError}
          </Text>
        ) : null}
      </Stack>
    </List.Item>
  );
}

/** Each configured feed: when it last answered, how many items it had, and its last error. */
export function NewsSourceHealth() {
  const sources = trpc.breakingNews.sources.useQuery(undefined, { refetchInterval: 30_000 });
  return (
    <Stack as="section" aria-labelledby="news-source-health" gap="3" bg="navy.50" borderRadius="md" p="4">
      <Heading as="h2" id="news-source-health" size="md" color="navy.900">
        Sources
      </Heading>
      {sources.isPending ? (
        <Text fontSize="sm">Loading sources...</Text>
      ) : sources.isError ? (
        <Text fontSize="sm" color="red.700">
          Failed to load the sources.
        </Text>
      ) : sources.data.length === 0 ? (
        <Text fontSize="sm">No sources configured.</Text>
      ) : (
        <List.Root gap="2">
          {sources.data.map((s) => (
            <SourceLine key={s.url} source={s} />
          ))}
        </List.Root>
      )}
    </Stack>
  );
}
