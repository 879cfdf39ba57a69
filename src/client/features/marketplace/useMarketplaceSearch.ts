import { useState } from 'react';
import { searchParams, type MarketplaceFilters } from '../../../shared/marketplaceFormat';
import { trpc } from '../../trpc';

/** A failed page being asked for again keeps its error status until it answers. */
const retrying = (page: { isError: boolean; isFetching: boolean } | undefined) => Boolean(page?.isError && page.isFetching);

/**
 * The marketplace's search: pages 1..n of the applied filters, appended in order. Search and
 * Clear start again at page 1; Load More asks for the next page and adds it below.
 * `filters` is null while the screen is still working out its first filters (a ?category= link).
 */
export function useMarketplaceSearch(filters: MarketplaceFilters | null) {
  const [pageCount, setPageCount] = useState(1);
  const [appliedFor, setAppliedFor] = useState(filters);
  // new filters: back to page 1 (React's "adjust state while rendering" pattern)
  if (appliedFor !== filters) {
    setAppliedFor(filters);
    setPageCount(1);
  }

  const pages = trpc.useQueries((t) =>
    filters ? Array.from({ length: pageCount }, (_, i) => t.marketplace.search(searchParams(filters, i + 1))) : [],
  );

  const first = pages[0];
  const last = pages[pages.length - 1];
  const loaded = pages.filter((p) => p.data).map((p) => p.data!);
  const items = loaded.flatMap((page) => page.items);

  return {
    items,
    total: first?.data?.total ?? 0,
    totalCapped: Boolean(first?.data?.totalCapped),
    /** the first page: the whole screen's loading and error states */
    isLoading: !first || first.isPending || retrying(first),
    isError: Boolean(first?.isError) && !retrying(first),
    /** a later page: shown under the results already on screen */
    isLoadingMore: pages.length > 1 && (Boolean(last?.isPending) || retrying(last)),
    loadMoreFailed: pages.length > 1 && Boolean(last?.isError) && !retrying(last),
    hasMore: Boolean(last?.data?.hasMore),
    loadMore: () => setPageCount((n) => n + 1),
    retry: () => {
      for (const page of pages) if (page.isError) void page.refetch();
    },
  };
}
