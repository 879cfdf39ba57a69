import { useEffect, useState } from 'react';
import { Box, Text } from '@chakra-ui/react';
import { spotlightStatuses, type SpotlightStatus } from '../../../shared/enums';
import { spotlightStatusLabels } from '../../../shared/labels';
import { trpc } from '../../trpc';
import { SectionCard } from '../../components/admin/SectionCard';
import { StatusFilter } from '../../components/admin/StatusFilter';
import { ListMessage } from '../../components/admin/ListMessage';
import { PageFooter } from '../../components/admin/PageFooter';
import { usePaging } from '../../components/admin/usePaging';
import { SpotlightTable } from './SpotlightTable';
import type { SpotlightActions } from './useSpotlightActions';

const statusOptions = spotlightStatuses.map((value) => ({ value, label: spotlightStatusLabels[value] }));

export function SpotlightList({ actions }: { actions: SpotlightActions }) {
  const [status, setStatus] = useState<'all' | SpotlightStatus>('all');
  const paging = usePaging(25);
  const { reset } = paging;
  useEffect(() => reset(), [status, reset]);
  const list = trpc.spotlights.list.useQuery({ status, limit: paging.limit, offset: paging.offset }, { placeholderData: (previous) => previous });

  return (
    <SectionCard title="Veteran Spotlights" actions={<StatusFilter value={status} onChange={setStatus} options={statusOptions} />}>
      {list.isPending ? (
        <ListMessage kind="loading" text="Loading spotlights..." />
      ) : list.isError ? (
        <ListMessage kind="error" text="Failed to load veteran spotlights." />
      ) : list.data.items.length === 0 ? (
        <ListMessage kind="empty" text={status === 'all' ? 'No veteran spotlights yet. Add the first one.' : 'No spotlights with this status.'} />
      ) : (
        <Box>
          <Text hideFrom="lg" textStyle="sm" color="fg.muted" mb="2" aria-hidden="true">
            Scroll sideways to see every column →
          </Text>
          <SpotlightTable items={list.data.items} actions={actions} />
          <PageFooter paging={paging} total={list.data.total} noun="spotlights" />
        </Box>
      )}
    </SectionCard>
  );
}
