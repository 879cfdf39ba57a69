import { Box, Button, Heading, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { ButtonLink } from '../../components/public/ButtonLink';
import { SubscribeCallout } from '../../components/public/SubscribeCallout';
import { usePageTitle } from '../../components/usePageTitle';
import { NewsletterCard } from './NewsletterCard';
import { useArchivePages } from './useArchivePages';

function ArchiveBody() {
  const archive = useArchivePages();
  if (archive.status === 'loading') {
    return (
      <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="5" aria-busy="true">
        <Text srOnly>Loading newsletters...</Text>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} height="40" borderRadius="lg" />
        ))}
      </SimpleGrid>
    );
  }
  if (archive.status === 'error') {
    return (
      <Box bg="bg" borderWidth="1px" borderRadius="lg" p="8" textAlign="center">
        <Heading as="h2" size="lg" color="navy.900">
          Unable to load newsletters
        </Heading>
        <Text mt="2" color="fg.muted">
          Please try again later.
        </Text>
      </Box>
    );
  }
  if (!archive.items.length) {
    return (
      <Stack bg="bg" borderWidth="1px" borderRadius="lg" p={{ base: '6', md: '10' }} align="center" textAlign="center" gap="3">
        <Heading as="h2" size="xl" color="navy.900">
          No Newsletters Yet
        </Heading>
        <Text color="fg.muted">Our first edition is on its way. Subscribe and it will be in your inbox the day it's sent.</Text>
        <ButtonLink to="/subscribe">Subscribe</ButtonLink>
      </Stack>
    );
  }
  return (
    <Stack gap="8">
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2, lg: 3 }} gap="5">
        {archive.items.map((newsletter) => (
          <li key={newsletter.id}>
            <NewsletterCard newsletter={newsletter} />
          </li>
        ))}
      </SimpleGrid>
      <Text textAlign="center" color="fg.muted" fontSize="sm">
        Showing {archive.items.length} of {archive.total} editions
      </Text>
      {(archive.hasMore || archive.loadingMore) && (
        <Button
          variant="outline"
          bg="bg"
          alignSelf="center"
          loading={archive.loadingMore}
          loadingText="Loading..."
          onClick={archive.loadMore}
        >
          Load More Editions
        </Button>
      )}
      {archive.loadMoreFailed && (
        <Stack align="center" gap="2">
          <Text color="fg.error">More editions could not be loaded.</Text>
          <Button variant="outline" bg="bg" onClick={archive.retryLast}>
            Try Again
          </Button>
        </Stack>
      )}
      <SubscribeCallout title="Never Miss an Edition" text="Get every Daily Brief and Weekly Deep-Dive delivered to your inbox, free." />
    </Stack>
  );
}

export function ArchiveScreen() {
  usePageTitle('Newsletter Archives');
  return (
    <Stack gap="8">
      <Stack gap="2">
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }} color="navy.900">
          Newsletter Archives
        </Heading>
        <Text fontSize="lg" color="fg.muted">
          Every edition we have sent, newest first.
        </Text>
      </Stack>
      <ArchiveBody />
    </Stack>
  );
}
