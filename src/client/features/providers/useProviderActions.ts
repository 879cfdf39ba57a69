import { trpc } from '../../trpc';
import { useInvalidate } from '../../lib/invalidation';
import { runWithToast } from '../../components/admin/runWithToast';
import type { VerificationStatus } from '../../../shared/enums';
import type { AdminProvider } from './types';

/** Review and (de)activate, each followed by a refresh of the list and the tiles. */
export function useProviderActions() {
  const stale = useInvalidate();
  const refresh = () => stale('providers');
  const review = trpc.providers.review.useMutation({ onSuccess: refresh });
  const update = trpc.providers.update.useMutation({ onSuccess: refresh });
  return {
    review: (p: AdminProvider, status: VerificationStatus, note: string) =>
      runWithToast(() => review.mutateAsync({ id: p.id, status, note }), {
        success: 'Provider updated',
        failure: 'Failed to update provider.',
      }),
    setActive: (p: AdminProvider, isActive: boolean) =>
      runWithToast(
        () =>
          update.mutateAsync({
            id: p.id,
            companyName: p.companyName,
            email: p.email ?? '',
            phone: p.phone,
            website: p.website,
            description: p.description,
            city: p.city,
            state: p.state,
            tier: p.tier,
            isActive,
          }),
        { success: isActive ? 'Provider activated' : 'Provider deactivated', failure: 'Failed to update provider.' },
      ),
  };
}
export type ProviderActions = ReturnType<typeof useProviderActions>;
