import { useEffect, useState } from 'react';
import { Box, Field, Input, Stack } from '@chakra-ui/react';
import { trpc } from '../../trpc';
import { SectionCard } from '../../components/admin/SectionCard';
import { ListMessage } from '../../components/admin/ListMessage';
import { PageFooter } from '../../components/admin/PageFooter';
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
          <Input type="search" placeholder="Search by email, name or branch" value={search} onChange={(e) => setSearch(e.currentTarget.value)} />
        </Field.Root>
      }
    >
      {list.isPending ? (
        <ListMessage kind="loading" text="Loading subscribers..." />
      ) : list.isError ? (
        <ListMessage kind="error" text="Failed to load subscribers." />
      ) : list.data.items.length === 0 ? (
        <ListMessage kind="empty" text={q ? 'No subscribers found matching your search.' : 'No subscribers yet. Add your first subscriber above.'} />
      ) : (
        <Box>
          <Stack as="ul" gap="0" listStyleType="none" aria-label="Subscribers">
            {list.data.items.map((s) => (
              <SubscriberRow key={s.id} subscriber={s} onToggle={actions.toggle} onRemove={actions.remove} />
            ))}
          </Stack>
          <PageFooter paging={paging} total={list.data.total} noun="subscribers" />
        </Box>
      )}
    </SectionCard>
  );
}
