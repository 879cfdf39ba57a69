import { useEffect, useState } from 'react';
import { spotlightStatuses, type SpotlightStatus } from '../../../shared/enums';
import { spotlightStatusLabels } from '../../../shared/labels';
import { trpc } from '../../trpc';
import { SectionCard } from '../../components/admin/SectionCard';
import { StatusFilter } from '../../components/admin/StatusFilter';
import { PagedList } from '../../components/admin/PagedList';
import { usePaging } from '../../components/admin/usePaging';
import { SpotlightTable } from './SpotlightTable';
import type { SpotlightActions } from './useSpotlightActions';

const statusOptions = spotlightStatuses.map((value) => ({ value, label: spotlightStatusLabels[value] }));

export function SpotlightList({ actions }: { actions: SpotlightActions }) {
  const [status, setStatus] = useState<'all' | SpotlightStatus>('all');
  const paging = usePaging(25);
  const { reset } = paging;
  useEffect(() => reset(), [status, reset]);
  const list = trpc.spotlights.list.useQuery(
    { status, limit: paging.limit, offset: paging.offset },
    { placeholderData: (previous) => previous },
  );

  return (
    <SectionCard title="Veteran Spotlights" actions={<StatusFilter value={status} onChange={setStatus} options={statusOptions} />}>
      <PagedList
        list={list}
        paging={paging}
        noun="spotlights"
        loadingText="Loading spotlights..."
        errorText="Failed to load veteran spotlights."
        emptyText={status === 'all' ? 'No veteran spotlights yet. Add the first one.' : 'No spotlights with this status.'}
      >
        {(items) => <SpotlightTable items={items} actions={actions} />}
      </PagedList>
    </SectionCard>
  );
}
