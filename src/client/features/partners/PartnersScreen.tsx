import { Stack } from '@chakra-ui/react';
import { trpc } from '../../trpc';
import { AdminPageHeader } from '../../components/admin/AdminPageHeader';
import { PartnerStats } from './PartnerStats';
import { AddPartnerForm } from './AddPartnerForm';
import { PartnerList } from './PartnerList';
import { usePartnerActions } from './usePartnerActions';

export function PartnersScreen() {
  const stats = trpc.partners.stats.useQuery();
  const actions = usePartnerActions();
  return (
    <Stack gap="6">
      <AdminPageHeader title="Partners" description="Review sponsor and partner placements before they appear in the newsletter." />
      <PartnerStats stats={stats.data} />
      <AddPartnerForm onAdd={actions.add} adding={actions.adding} />
      <PartnerList actions={actions} />
    </Stack>
  );
}
