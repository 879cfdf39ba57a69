import { Stack } from '@chakra-ui/react';
import { trpc } from '../../trpc';
import { AdminPageHeader } from '../../components/admin/AdminPageHeader';
import { LeadStats } from './LeadStats';
import { LeadList } from './LeadList';
import { useLeadActions } from './useLeadActions';

export function LeadsScreen() {
  const stats = trpc.leads.stats.useQuery();
  const actions = useLeadActions();
  return (
    <Stack gap="6">
      <AdminPageHeader
        title="Leads"
        description="Veterans who asked for help in the chat or contacted a provider. Crisis and urgent requests come first."
      />
      <LeadStats stats={stats.data} />
      <LeadList actions={actions} />
    </Stack>
  );
}
