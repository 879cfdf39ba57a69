import { trpc } from '../../trpc';
import { useInvalidate } from '../../lib/invalidation';
import { runWithToast } from '../../components/admin/runWithToast';
import type { BreakingNewsStatus } from '../../../shared/enums';
import type { BreakingNewsItem } from './types';

/** Approve or reject a pending item; unlike the spec's screen, a failure is reported. */
export function useBreakingNewsActions() {
  const stale = useInvalidate();
  const update = trpc.breakingNews.update.useMutation({ onSuccess: () => stale('breakingNews') });
  return {
    move: (item: BreakingNewsItem, status: BreakingNewsStatus) =>
      runWithToast(() => update.mutateAsync({ id: item.id, status }), { success: 'Status Updated', failure: 'Failed to update status.' }),
  };
}
export type BreakingNewsActions = ReturnType<typeof useBreakingNewsActions>;
