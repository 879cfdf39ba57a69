import { useEffect, useState } from 'react';
import { partnerStatuses, type PartnerStatus } from '../../../shared/enums';
import { partnerStatusBadges } from '../../../shared/statusBadges';
import { trpc } from '../../trpc';
import { SectionCard } from '../../components/admin/SectionCard';
import { StatusFilter } from '../../components/admin/StatusFilter';
import { PagedList, RowList } from '../../components/admin/PagedList';
import { usePaging } from '../../components/admin/usePaging';
import { PartnerRow } from './PartnerRow';
import type { PartnerActions } from './usePartnerActions';

const statusOptions = partnerStatuses.map((value) => ({ value, label: partnerStatusBadges[value].label }));

export function PartnerList({ actions }: { actions: PartnerActions }) {
  const [status, setStatus] = useState<'all' | PartnerStatus>('all');
  const paging = usePaging(25);
  const { reset } = paging;
  useEffect(() => reset(), [status, reset]);
  const list = trpc.partners.list.useQuery(
    { status, limit: paging.limit, offset: paging.offset },
    { placeholderData: (previous) => previous },
  );

  return (
    <SectionCard title="Partner Requests" actions={<StatusFilter value={status} onChange={setStatus} options={statusOptions} />}>
      <PagedList
        list={list}
        paging={paging}
        noun="partners"
        loadingText="Loading partners..."
        errorText="Failed to load partners."
        emptyText={status === 'all' ? 'No partners yet. Add your first partner above.' : 'No partners with this status.'}
      >
        {(items) => (
          <RowList label="Partners">
            {items.map((p) => (
              <PartnerRow key={p.id} partner={p} actions={actions} />
            ))}
          </RowList>
        )}
      </PagedList>
    </SectionCard>
  );
}
