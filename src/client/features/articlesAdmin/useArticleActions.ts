import { trpc } from '../../trpc';
import { notify } from '../../components/toaster';
import { errorMessage } from '../../api/errorMessage';
import { runWithToast } from '../../components/admin/runWithToast';
import { useInvalidate } from '../../lib/invalidation';
import type { ArticleCreateInput } from '../../../shared/schemas/articles';
import type { Article } from './types';
import { useUpdateArticle } from '../aiGenerator/useUpdateArticle';

/** Create, save and delete an article by hand, with their toasts; every list showing articles refreshes. */
export function useArticleActions() {
  const stale = useInvalidate();
  const create = trpc.articles.create.useMutation({ onSuccess: () => stale('articles') });
  const updater = useUpdateArticle();
  const remove = trpc.articles.remove.useMutation({ onSuccess: () => stale('articles') });

  return {
    saving: create.isPending || updater.isPending,

    async create(input: ArticleCreateInput): Promise<Article | null> {
      try {
        const article = await create.mutateAsync(input);
        notify.success('Article created', 'Your article has been saved.');
        return article;
      } catch (error) {
        notify.error('Failed to create article.', errorMessage(error, 'Please try again.'));
        return null;
      }
    },

    /** The spec's wording for a saved edit. */
    update: updater.run,

    remove: (article: Pick<Article, 'id'>) =>
      runWithToast(() => remove.mutateAsync({ id: article.id }), { success: 'Article deleted', failure: 'Failed to delete article.' }),
  };
}
