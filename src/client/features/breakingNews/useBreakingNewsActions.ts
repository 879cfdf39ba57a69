import { trpc } from '../../trpc';
import { runWithToast } from '../../components/admin/runWithToast';
import type { BreakingNewsStatus } from '../../../shared/enums';
import type { BreakingNewsItem } from './types';

/** Approve or reject a pending item; unlike the spec's screen, a failure is reported. */
export function useBreakingNewsActions() {
  const utils = trpc.useUtils();
  const update = trpc.breakingNews.update.useMutation({
    onSuccess: () => Promise.all([utils.breakingNews.list.invalidate(), utils.breakingNews.stats.invalidate()]),
  });
  return {
    move: (item: BreakingNewsItem, status: BreakingNewsStatus) =>
      runWithToast(() => update.mutateAsync({ id: item.id, status }), { success: 'Status Updated', failure: 'Failed to update status.' }),
  };
}
export type BreakingNewsActions = ReturnType<typeof useBreakingNewsActions>;
