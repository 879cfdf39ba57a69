import { trpc } from '../../trpc';
import { useInvalidate } from '../../lib/invalidation';
import { notify } from '../../components/toaster';
import { errorMessage } from '../../api/errorMessage';
import { describeNewsCheck } from '../../../shared/newsMonitoringForm';

/** 'Check for News': polls the sources now and says what it found, then refreshes items and status. */
export function useNewsCheck() {
  const stale = useInvalidate();
  // a check may auto-publish items, which become articles
  const check = trpc.breakingNews.check.useMutation({ onSuccess: () => stale('breakingNews') });

  async function run() {
    try {
      const report = await check.mutateAsync();
      notify.success('News Check Complete', describeNewsCheck(report));
    } catch (error) {
      const message = errorMessage(error, '');
      notify.error('Failed to check for breaking news.', message || undefined);
    }
  }

  return { run, checking: check.isPending };
}
