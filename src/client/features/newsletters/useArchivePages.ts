import { useState } from 'react';
import type { NewsletterSummary } from '../../components/public/apiTypes';
import { trpc } from '../../trpc';
import { archivePageInput } from './archiveQueries';

/**
 * The archive's pages loaded so far, each its own cached query; 'Load more' adds the next page.
 * `loadingMore` is true while a page after the first is on its way.
 */
export function useArchivePages() {
  const [pageCount, setPageCount] = useState(1);
  const pages = trpc.useQueries((t) => Array.from({ length: pageCount }, (_, page) => t.newsletters.list(archivePageInput(page))));
  const first = pages[0];
  const items: NewsletterSummary[] = pages.flatMap((p) => p.data?.items ?? []);
  const total = first.data?.total ?? 0;
  const last = pages[pages.length - 1];
  return {
    status: first.isPending ? 'loading' : first.isError ? 'error' : 'ready',
    items,
    total,
    loadingMore: pageCount > 1 && last.isPending,
    loadMoreFailed: pageCount > 1 && last.isError,
    hasMore: !last.isPending && items.length < total && !last.isError,
    loadMore: () => setPageCount(pageCount + 1),
    retryLast: () => void last.refetch(),
  } as const;
}
