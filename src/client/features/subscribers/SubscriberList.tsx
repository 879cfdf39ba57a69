import { useEffect, useState } from 'react';
import { Field, Input } from '@chakra-ui/react';
import { trpc } from '../../trpc';
import { SectionCard } from '../../components/admin/SectionCard';
import { PagedList, RowList } from '../../components/admin/PagedList';
import { usePaging } from '../../components/admin/usePaging';
import { useDebouncedValue } from '../../components/admin/useDebouncedValue';
import { SubscriberRow } from './SubscriberRow';
import type { useSubscriberActions } from './useSubscriberActions';

export const SUBSCRIBER_PAGE_SIZE = 25;

/** Server-side search over email, name and branch, one page at a time. */
export function SubscriberList({ actions }: { actions: ReturnType<typeof useSubscriberActions> }) {
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim(), 300);
  const paging = usePaging(SUBSCRIBER_PAGE_SIZE);
  const { reset } = paging;
  useEffect(() => reset(), [q, reset]);

  const list = trpc.subscribers.list.useQuery(
    { q: q || undefined, limit: paging.limit, offset: paging.offset },
    { placeholderData: (previous) => previous },
  );

  return (
    <SectionCard
      title="All Subscribers"
      actions={
        <Field.Root width={{ base: 'full', md: '72' }}>
          <Field.Label srOnly>Search subscribers</Field.Label>
          <Input
            type="search"
            placeholder="Search by email, name or branch"
            value={search}
            onChange={(e) => setSearch(e.currentTarget.value)}
          />
        </Field.Root>
      }
    >
      <PagedList
        list={list}
        paging={paging}
        noun="subscribers"
        loadingText="Loading subscribers..."
        errorText="Failed to load subscribers."
        emptyText={q ? 'No subscribers found matching your search.' : 'No subscribers yet. Add your first subscriber above.'}
      >
        {(items) => (
          <RowList label="Subscribers">
            {items.map((s) => (
              <SubscriberRow key={s.id} subscriber={s} onToggle={actions.toggle} onRemove={actions.remove} />
            ))}
          </RowList>
        )}
      </PagedList>
    </SectionCard>
  );
}
