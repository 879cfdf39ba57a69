import { notify } from '../../components/toaster';
import { useInvalidate } from '../../lib/invalidation';
import { errorMessage } from '../../api/errorMessage';
import { trpc } from '../../trpc';
import type { ArticleUpdateInput } from '../../../shared/schemas/articles';
import type { Article } from './types';

/** Saves an edited article, with the spec's toasts; lists and the article's own query refresh. */
export function useUpdateArticle() {
  const stale = useInvalidate();
  const update = trpc.articles.update.useMutation({ onSuccess: () => stale('articles') });

  async function run(input: ArticleUpdateInput): Promise<Article | null> {
    try {
      const article = await update.mutateAsync(input);
      notify.success('Article updated successfully', 'Your changes have been saved.');
      return article;
    } catch (error) {
      notify.error('Update failed', errorMessage(error, 'Failed to update article. Please try again.'));
      return null;
    }
  }

  return { run, isPending: update.isPending };
}
