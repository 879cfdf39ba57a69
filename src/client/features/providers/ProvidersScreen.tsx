import { useEffect, useState } from 'react';
import { HStack, Input, Stack } from '@chakra-ui/react';
import { verificationStatuses, type VerificationStatus } from '../../../shared/enums';
import { verificationBadges } from '../../../shared/statusBadges';
import { trpc } from '../../trpc';
import { AdminPageHeader } from '../../components/admin/AdminPageHeader';
import { SectionCard } from '../../components/admin/SectionCard';
import { StatusFilter } from '../../components/admin/StatusFilter';
import { PagedList, RowList } from '../../components/admin/PagedList';
import { StatGrid, StatTile } from '../../components/admin/StatTile';
import { usePaging } from '../../components/admin/usePaging';
import { useDebouncedValue } from '../../components/admin/useDebouncedValue';
import { ProviderRow } from './ProviderRow';
import { useProviderActions } from './useProviderActions';

const statusOptions = verificationStatuses.map((value) => ({ value, label: verificationBadges[value].label }));

export function ProvidersScreen() {
  const stats = trpc.providers.stats.useQuery();
  const actions = useProviderActions();
  const [status, setStatus] = useState<'all' | VerificationStatus>('all');
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim());
  const paging = usePaging(25);
  const { reset } = paging;
  useEffect(() => reset(), [status, q, reset]);
  const list = trpc.providers.list.useQuery({ status, q, limit: paging.limit, offset: paging.offset }, { placeholderData: (p) => p });

  return (
    <Stack gap="6">
      <AdminPageHeader
        title="Providers"
        description="Verify marketplace applications and keep every provider's details current. Only verified, active providers are listed."
      />
      <StatGrid label="Provider figures">
        <StatTile label="Pending" value={stats.data?.pending} />
        <StatTile label="Verified" value={stats.data?.verified} />
        <StatTile label="Rejected" value={stats.data?.rejected} />
        <StatTile label="Inactive" value={stats.data?.inactive} />
      </StatGrid>
      <SectionCard
        title="Applications and providers"
        actions={
          <HStack gap="3" wrap="wrap">
            <Input
              size="sm"
              width={{ base: 'full', sm: '56' }}
              aria-label="Search providers"
              placeholder="Search name or email"
              value={search}
              onChange={(e) => setSearch(e.currentTarget.value)}
            />
            <StatusFilter value={status} onChange={setStatus} options={statusOptions} />
          </HStack>
        }
      >
        <PagedList
          list={list}
          paging={paging}
          noun="providers"
          loadingText="Loading providers..."
          errorText="Failed to load providers."
          emptyText={status === 'all' && !q ? 'No providers yet. Applications from the marketplace show here.' : 'No providers match.'}
        >
          {(items) => (
            <RowList label="Providers">
              {items.map((p) => (
                <ProviderRow key={`${p.id}-${p.verificationStatus}-${p.isActive}`} provider={p} actions={actions} />
              ))}
            </RowList>
          )}
        </PagedList>
      </SectionCard>
    </Stack>
  );
}
