import { trpc } from '../../trpc';
import { useInvalidate } from '../../lib/invalidation';
import { runWithToast } from '../../components/admin/runWithToast';
import type { OfferUpdateInput, ProviderUpdateInput } from '../../../shared/schemas/providers';

/** Saving a vendor's details or one of its offers; both change what the marketplace shows. */
export function useProviderEditActions() {
  const stale = useInvalidate();
  const refresh = () => stale('providers');
  const update = trpc.providers.update.useMutation({ onSuccess: refresh });
  const updateOffer = trpc.providers.updateOffer.useMutation({ onSuccess: refresh });
  return {
    saveVendor: (input: ProviderUpdateInput) =>
      runWithToast(() => update.mutateAsync(input), { success: 'Provider saved', failure: 'Failed to save provider.' }),
    saveOffer: (input: OfferUpdateInput) =>
      runWithToast(() => updateOffer.mutateAsync(input), { success: 'Offer saved', failure: 'Failed to save offer.' }),
    savingVendor: update.isPending,
    savingOffer: updateOffer.isPending,
  };
}
export type ProviderEditActions = ReturnType<typeof useProviderEditActions>;
