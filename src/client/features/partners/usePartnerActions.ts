import { trpc } from '../../trpc';
import { useInvalidate } from '../../lib/invalidation';
import { runWithToast } from '../../components/admin/runWithToast';
import type { PartnerStatus } from '../../../shared/enums';
import type { PartnerCreateInput } from '../../../shared/schemas/partners';
import type { Partner } from './types';

/** Add, move and remove, each followed by a refresh of the list and the tiles. */
export function usePartnerActions() {
  const stale = useInvalidate();
  const refresh = () => stale('partners');
  const create = trpc.partners.create.useMutation({ onSuccess: refresh });
  const update = trpc.partners.update.useMutation({ onSuccess: refresh });
  const remove = trpc.partners.remove.useMutation({ onSuccess: refresh });

  return {
    adding: create.isPending,
    add: (input: PartnerCreateInput) =>
      runWithToast(() => create.mutateAsync(input), { success: 'Partner added', failure: 'Failed to add partner.' }),
    move: (partner: Partner, status: PartnerStatus) =>
      runWithToast(() => update.mutateAsync({ id: partner.id, status }), {
        success: 'Partner updated',
        failure: 'Failed to update partner.',
      }),
    remove: (partner: Partner) =>
      runWithToast(() => remove.mutateAsync({ id: partner.id }), { success: 'Partner removed', failure: 'Failed to remove partner.' }),
  };
}
export type PartnerActions = ReturnType<typeof usePartnerActions>;
