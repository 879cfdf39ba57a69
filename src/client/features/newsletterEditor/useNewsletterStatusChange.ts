import type { NewsletterStatus } from '../../../shared/enums';
import { useInvalidate } from '../../lib/invalidation';
import { notify } from '../../components/toaster';
import { trpc } from '../../trpc';
import { serverMessage } from './serverMessage';

type StatusChange = { id: string; status: NewsletterStatus; scheduledDate?: Date };

/** Schedule, cancel or send: one update, the spec's toasts, and the lists that show the status refreshed. */
export function useNewsletterStatusChange() {
  const stale = useInvalidate();
  const update = trpc.newsletters.update.useMutation({ onSuccess: () => stale('newsletters') });

  async function change(input: StatusChange): Promise<boolean> {
    try {
      await update.mutateAsync(input);
    } catch (error) {
      notify.error('Failed to update newsletter.', serverMessage(error));
      return false;
    }
    notify.success('Newsletter updated', 'Your changes have been saved.');
    return true;
  }

  return { change, isPending: update.isPending };
}
