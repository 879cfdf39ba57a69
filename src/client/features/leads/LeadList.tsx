import { useEffect, useState } from 'react';
import { Field, HStack, Input, NativeSelect } from '@chakra-ui/react';
import { leadListStatuses, type LeadListStatus } from '../../../shared/leads';
import { trpc } from '../../trpc';
import { SectionCard } from '../../components/admin/SectionCard';
import { PagedList, RowList } from '../../components/admin/PagedList';
import { usePaging } from '../../components/admin/usePaging';
import { useDebouncedValue } from '../../components/admin/useDebouncedValue';
import { LeadRow } from './LeadRow';
import type { LeadActions } from './useLeadActions';

const statusLabels: Record<LeadListStatus, string> = {
  open: 'Open',
  new: 'New',
  contacted: 'Contacted',
  closed: 'Closed',
  all: 'All statuses',
};

export function LeadList({ actions }: { actions: LeadActions }) {
  const [status, setStatus] = useState<LeadListStatus>('open');
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim());
  const paging = usePaging(25);
  const { reset } = paging;
  useEffect(() => reset(), [status, q, reset]);
  const list = trpc.leads.list.useQuery(
    { status, q, limit: paging.limit, offset: paging.offset },
    { placeholderData: (previous) => previous },
  );

  const filters = (
    <HStack gap="3" wrap="wrap">
      <Input
        size="sm"
        width={{ base: 'full', sm: '56' }}
        aria-label="Search leads"
        placeholder="Search name, email, provider"
        value={search}
        onChange={(e) => setSearch(e.currentTarget.value)}
      />
      <Field.Root orientation="horizontal" gap="2" width="auto">
        <Field.Label whiteSpace="nowrap" mb="0">
          Status
        </Field.Label>
        <NativeSelect.Root size="sm" width="52">
          <NativeSelect.Field value={status} onChange={(e) => setStatus(e.currentTarget.value as LeadListStatus)}>
            {leadListStatuses.map((s) => (
              <option key={s} value={s}>
                {statusLabels[s]}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
    </HStack>
  );

  return (
    <SectionCard title="Leads to work" actions={filters}>
      <PagedList
        list={list}
        paging={paging}
        noun="leads"
        loadingText="Loading leads..."
        errorText="Failed to load leads."
        emptyText={status === 'open' && !q ? 'No open leads. New requests from the chat and the marketplace show here.' : 'No leads match.'}
      >
        {(items) => (
          <RowList label="Leads">
            {items.map((lead) => (
              <LeadRow key={`${lead.id}-${lead.status}-${lead.notes ?? ''}`} lead={lead} actions={actions} />
            ))}
          </RowList>
        )}
      </PagedList>
    </SectionCard>
  );
}
