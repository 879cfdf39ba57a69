import { useEffect, useState } from 'react';
import { trpc } from '../../trpc';
import { usePaging } from '../../components/admin/usePaging';
import { useDebouncedValue } from '../../components/admin/useDebouncedValue';
import type { ArticleFilterValues } from './ArticleFilters';

/** One server page of articles matching the filters; a new filter starts again at page one. */
export function useArticleSearch(pageSize: number) {
  const [filters, setFilters] = useState<ArticleFilterValues>({ search: '', section: '', origin: '' });
  const q = useDebouncedValue(filters.search.trim(), 300);
  const paging = usePaging(pageSize);
  const { reset } = paging;
  useEffect(() => reset(), [q, filters.section, filters.origin, reset]);

  const list = trpc.articles.list.useQuery(
    {
      q: q || undefined,
      section: filters.section || undefined,
      origin: filters.origin || undefined,
      limit: paging.limit,
      offset: paging.offset,
    },
    { placeholderData: (previous) => previous },
  );
  const filtered = Boolean(q || filters.section || filters.origin);
  return { filters, setFilters, paging, list, filtered };
}
