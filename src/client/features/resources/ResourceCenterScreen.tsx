import { Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { trpc } from '../../trpc';
import { usePageTitle } from '../../components/usePageTitle';
import { HubCard } from './HubCard';
import { LoadingStatus, PageStatus } from './PageStatus';
import { HUB_LIST_INPUT } from './queries';

export function ResourceCenterScreen() {
  usePageTitle('Resource Center');
  const hubs = trpc.veteranIssues.list.useQuery(HUB_LIST_INPUT);

  if (hubs.isPending) return <LoadingStatus label="Loading resources..." />;
  if (hubs.isError)
    return (
      <PageStatus title="Error Loading Resources" description="Unable to fetch veteran resource information. Please try again later." />
    );
  if (hubs.data.items.length === 0)
    return (
      <PageStatus
        title="Resource Hubs Coming Soon"
        description="We are preparing guides for the issues veterans face most. Check back soon."
      />
    );

  return (
    <Stack gap={{ base: '8', md: '10' }}>
      <Stack gap="3" maxW="3xl">
        <Heading as="h1" size={{ base: '2xl', md: '4xl' }} color="navy.900">
          Veteran Resource Center
        </Heading>
        <Text fontSize={{ base: 'md', md: 'lg' }} color="fg.muted">
          Practical guides to the issues veterans face most: benefits, health, housing, work and family. Each hub has an expert episode, a
          personal guide and the resources to act on.
        </Text>
      </Stack>
      <SimpleGrid as="section" aria-label="Resource hubs" columns={{ base: 1, md: 2, lg: 3 }} gap="6">
        {hubs.data.items.map((hub) => (
          <HubCard key={hub.id} hub={hub} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
