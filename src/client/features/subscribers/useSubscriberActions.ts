import { trpc } from '../../trpc';
import { useInvalidate } from '../../lib/invalidation';
import { runWithToast } from '../../components/admin/runWithToast';
import type { SubscriberCreateInput } from '../../../shared/schemas/subscribers';
import type { Subscriber } from './types';

/** Add, toggle and remove, each followed by a refresh of the list and the tiles. */
export function useSubscriberActions() {
  const stale = useInvalidate();
  const refresh = () => stale('subscribers');
  const create = trpc.subscribers.create.useMutation({ onSuccess: refresh });
  const update = trpc.subscribers.update.useMutation({ onSuccess: refresh });
  const remove = trpc.subscribers.remove.useMutation({ onSuccess: refresh });

  return {
    adding: create.isPending,
    add: (input: SubscriberCreateInput) =>
      runWithToast(() => create.mutateAsync(input), { success: 'Subscriber added', failure: 'Failed to add subscriber.' }),
    toggle: (subscriber: Subscriber) =>
      runWithToast(() => update.mutateAsync({ id: subscriber.id, subscribed: !subscriber.subscribed }), {
        success: 'Subscriber updated',
        failure: 'Failed to update subscriber.',
      }),
    remove: (subscriber: Subscriber) =>
      runWithToast(() => remove.mutateAsync({ id: subscriber.id }), {
        success: 'Subscriber removed',
        failure: 'Failed to remove subscriber.',
      }),
  };
}
