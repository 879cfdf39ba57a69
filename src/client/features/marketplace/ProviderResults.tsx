import { Button, Center, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { NoProvidersState } from './NoProvidersState';
import { ProviderCard } from './ProviderCard';
import { SearchErrorState } from './SearchErrorState';
import type { ProviderResult } from './types';
import type { useMarketplaceSearch } from './useMarketplaceSearch';

type ProviderResultsProps = {
  search: ReturnType<typeof useMarketplaceSearch>;
  onContact: (result: ProviderResult) => void;
  onClearFilters: () => void;
};

const resultsLabel = (total: number, capped: boolean) =>
  `${total.toLocaleString('en-US')}${capped ? '+' : ''} provider${total === 1 && !capped ? '' : 's'} found`;

function LoadingGrid() {
  return (
    <Stack gap="4" aria-busy="true">
      <Text role="status">Searching providers...</Text>
      <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="6" aria-hidden="true">
        {Array.from({ length: 3 }, (_, i) => (
          <Skeleton key={i} height="80" borderRadius="lg" />
        ))}
      </SimpleGrid>
    </Stack>
  );
}

/** The card grid and its states: loading, error, empty, results with Load More. */
export function ProviderResults({ search, onContact, onClearFilters }: ProviderResultsProps) {
  if (search.isLoading) return <LoadingGrid />;
  if (search.isError) return <SearchErrorState onRetry={search.retry} />;
  if (search.items.length === 0) return <NoProvidersState onClearFilters={onClearFilters} />;

  return (
    <Stack gap="6">
      <Text role="status" fontWeight="medium" color="fg.muted">
        {resultsLabel(search.total, search.totalCapped)}
      </Text>
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2, lg: 3 }} gap="6">
        {search.items.map((result) => (
          <li key={result.vendor.id}>
            <ProviderCard result={result} onContact={onContact} />
          </li>
        ))}
      </SimpleGrid>
      {search.loadMoreFailed && <SearchErrorState onRetry={search.retry} />}
      {search.hasMore && !search.loadMoreFailed && (
        <Center>
          <Button variant="outline" size="lg" onClick={search.loadMore} loading={search.isLoadingMore} loadingText="Loading...">
            Load More
          </Button>
        </Center>
      )}
    </Stack>
  );
}
