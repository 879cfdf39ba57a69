import { notify } from '../../components/toaster';
import { useInvalidate } from '../../lib/invalidation';
import { errorMessage } from '../../api/errorMessage';
import { trpc } from '../../trpc';
import type { ArticleGenerateInput } from '../../../shared/schemas/articles';
import type { Article } from './types';

/** Generates (and thereby saves) an article, with the spec's toasts; the article lists refresh. */
export function useGenerateArticle() {
  const stale = useInvalidate();
  const generate = trpc.articles.generate.useMutation({ onSuccess: () => stale('articles') });

  async function run(input: ArticleGenerateInput): Promise<Article | null> {
    try {
      const article = await generate.mutateAsync(input);
      notify.success('Article generated successfully', 'Your AI-generated article is ready for review.');
      return article;
    } catch (error) {
      notify.error('Generation failed', errorMessage(error, 'Failed to generate article. Please try again.'));
      return null;
    }
  }

  return { run, isPending: generate.isPending };
}
