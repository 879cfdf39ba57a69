import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import { trpc } from '../../trpc';
import { usePageTitle } from '../../components/usePageTitle';
import { HubBreadcrumb } from './HubBreadcrumb';
import { HubCallToAction } from './HubCallToAction';
import { HubTabs } from './HubTabs';
import { LoadingStatus, PageStatus } from './PageStatus';
import type { VeteranIssue } from './types';

export function ResourceHubScreen({ id }: { id: string }) {
  const hub = trpc.veteranIssues.get.useQuery({ id });
  usePageTitle(hub.data?.title ?? (hub.isError ? 'Resource Not Found' : 'Resource Hub'));

  if (hub.isPending) return <LoadingStatus label="Loading resource hub..." />;
  // the spec reads any failed reply as a missing hub
  if (hub.isError)
    return (
      <PageStatus title="Resource Not Found" description="The requested resource could not be found.">
        <Button asChild colorPalette="navy">
          <RouterLink to="/resource-center">Back to Resource Center</RouterLink>
        </Button>
      </PageStatus>
    );
  // keyed by id: another hub starts with a fresh player and guide
  return <HubContent key={hub.data.id} hub={hub.data} />;
}

function HubContent({ hub }: { hub: VeteranIssue }) {
  return (
    <Stack gap={{ base: '6', md: '8' }}>
      <HubBreadcrumb title={hub.title} />
      <Stack gap="3" maxW="4xl">
        <Heading as="h1" size={{ base: '2xl', md: '4xl' }} color="navy.900">
          {hub.title}
        </Heading>
        <Text fontSize={{ base: 'md', md: 'lg' }} color="fg.muted">
          {hub.overview}
        </Text>
      </Stack>
      <HubTabs hub={hub} />
      <HubCallToAction hubId={hub.id} />
    </Stack>
  );
}
