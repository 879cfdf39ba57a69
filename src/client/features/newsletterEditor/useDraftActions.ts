import { notify } from '../../components/toaster';
import { runWithToast } from '../../components/admin/runWithToast';
import { useInvalidate } from '../../lib/invalidation';
import { trpc } from '../../trpc';
import { serverMessage } from './serverMessage';

/** Rename and delete a newsletter that has not gone out; the lists that name it refresh. */
export function useDraftActions() {
  const stale = useInvalidate();
  const update = trpc.newsletters.update.useMutation({ onSuccess: () => stale('newsletters') });
  // no refresh on success here: the screen lets go of the newsletter first, so nothing refetches a deleted row
  const remove = trpc.newsletters.remove.useMutation();

  return {
    renaming: update.isPending,
    async rename(id: string, title: string): Promise<boolean> {
      try {
        await update.mutateAsync({ id, title });
      } catch (error) {
        notify.error('Failed to update newsletter.', serverMessage(error));
        return false;
      }
      notify.success('Newsletter updated', 'Your changes have been saved.');
      return true;
    },
    /** Deletes it; `onGone` runs before the lists refresh. */
    async remove(id: string, onGone: () => void): Promise<boolean> {
      const done = await runWithToast(() => remove.mutateAsync({ id }), {
        success: 'Newsletter deleted',
        failure: 'Failed to delete newsletter.',
      });
      if (done) {
        onGone();
        await stale('newsletters');
      }
      return done;
    },
  };
}
