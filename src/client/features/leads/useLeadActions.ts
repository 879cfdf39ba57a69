import { trpc } from '../../trpc';
import { useInvalidate } from '../../lib/invalidation';
import { runWithToast } from '../../components/admin/runWithToast';
import type { LeadStatus } from '../../../shared/enums';
import type { AdminLead } from './types';

/** Moves a lead along, then refreshes the list and the tiles. */
export function useLeadActions() {
  const stale = useInvalidate();
  const refresh = () => stale('leads');
  const update = trpc.leads.update.useMutation({ onSuccess: refresh });
  return {
    move: (lead: AdminLead, status: LeadStatus) =>
      runWithToast(() => update.mutateAsync({ id: lead.id, status }), { success: 'Lead updated', failure: 'Failed to update lead.' }),
    saveNotes: (lead: AdminLead, notes: string) =>
      runWithToast(() => update.mutateAsync({ id: lead.id, status: lead.status, notes }), {
        success: 'Notes saved',
        failure: 'Failed to save notes.',
      }),
  };
}
export type LeadActions = ReturnType<typeof useLeadActions>;
