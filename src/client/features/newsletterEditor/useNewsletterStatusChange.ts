import type { NewsletterStatus } from '../../../shared/enums';
import { notify } from '../../components/toaster';
import { trpc } from '../../trpc';
import { serverMessage } from './serverMessage';

type StatusChange = { id: string; status: NewsletterStatus; scheduledDate?: Date };

/** Schedule, cancel or send: one update, the spec's toasts, and the lists that show the status refreshed. */
export function useNewsletterStatusChange() {
  const utils = trpc.useUtils();
  const update = trpc.newsletters.update.useMutation({
    onSuccess: (row) =>
      Promise.all([utils.newsletters.list.invalidate(), utils.newsletters.get.invalidate({ id: row.id })]),
  });

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
