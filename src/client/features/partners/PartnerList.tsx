import { useEffect, useState } from 'react';
import { Box, Stack } from '@chakra-ui/react';
import { partnerStatuses, type PartnerStatus } from '../../../shared/enums';
import { partnerStatusBadges } from '../../../shared/statusBadges';
import { trpc } from '../../trpc';
import { SectionCard } from '../../components/admin/SectionCard';
import { StatusFilter } from '../../components/admin/StatusFilter';
import { ListMessage } from '../../components/admin/ListMessage';
import { PageFooter } from '../../components/admin/PageFooter';
import { usePaging } from '../../components/admin/usePaging';
import { PartnerRow } from './PartnerRow';
import type { PartnerActions } from './usePartnerActions';

const statusOptions = partnerStatuses.map((value) => ({ value, label: partnerStatusBadges[value].label }));

export function PartnerList({ actions }: { actions: PartnerActions }) {
  const [status, setStatus] = useState<'all' | PartnerStatus>('all');
  const paging = usePaging(25);
  const { reset } = paging;
  useEffect(() => reset(), [status, reset]);
  const list = trpc.partners.list.useQuery({ status, limit: paging.limit, offset: paging.offset }, { placeholderData: (previous) => previous });

  return (
    <SectionCard title="Partner Requests" actions={<StatusFilter value={status} onChange={setStatus} options={statusOptions} />}>
      {list.isPending ? (
        <ListMessage kind="loading" text="Loading partners..." />
      ) : list.isError ? (
        <ListMessage kind="error" text="Failed to load partners." />
      ) : list.data.items.length === 0 ? (
        <ListMessage kind="empty" text={status === 'all' ? 'No partners yet. Add your first partner above.' : 'No partners with this status.'} />
      ) : (
        <Box>
          <Stack as="ul" gap="0" listStyleType="none" aria-label="Partners">
            {list.data.items.map((p) => (
              <PartnerRow key={p.id} partner={p} actions={actions} />
            ))}
          </Stack>
          <PageFooter paging={paging} total={list.data.total} noun="partners" />
        </Box>
      )}
    </SectionCard>
  );
}
