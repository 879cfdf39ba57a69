import { trpc } from '../../trpc';
import { useInvalidate } from '../../lib/invalidation';
import { runWithToast } from '../../components/admin/runWithToast';
import type { SpotlightStatus } from '../../../shared/enums';
import type { SpotlightCreateInput } from '../../../shared/schemas/spotlights';
import type { Spotlight } from './types';

/** Create, feature, set status and remove, each followed by a refresh of the table and the tiles. */
export function useSpotlightActions() {
  const stale = useInvalidate();
  const refresh = () => stale('spotlights');
  const create = trpc.spotlights.create.useMutation({ onSuccess: refresh });
  const update = trpc.spotlights.update.useMutation({ onSuccess: refresh });
  const remove = trpc.spotlights.remove.useMutation({ onSuccess: refresh });
  const updated = { success: 'Spotlight updated', failure: 'Failed to update veteran spotlight.' };

  return {
    creating: create.isPending,
    create: (input: SpotlightCreateInput) =>
      runWithToast(() => create.mutateAsync(input), { success: 'Spotlight created', failure: 'Failed to create veteran spotlight.' }),
    // no date sent: the server features it for 30 days from now
    feature: (spotlight: Spotlight) => runWithToast(() => update.mutateAsync({ id: spotlight.id, status: 'featured' }), updated),
    setStatus: (spotlight: Spotlight, status: SpotlightStatus) =>
      runWithToast(() => update.mutateAsync({ id: spotlight.id, status }), updated),
    remove: (spotlight: Spotlight) =>
      runWithToast(() => remove.mutateAsync({ id: spotlight.id }), {
        success: 'Spotlight removed',
        failure: 'Failed to remove veteran spotlight.',
      }),
  };
}
export type SpotlightActions = ReturnType<typeof useSpotlightActions>;
