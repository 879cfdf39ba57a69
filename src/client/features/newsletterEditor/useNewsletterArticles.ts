import { sectionLabels } from '../../../shared/labels';
import { useInvalidate } from '../../lib/invalidation';
import { notify } from '../../components/toaster';
import { trpc } from '../../trpc';
import { serverMessage } from './serverMessage';
import type { ArticleRow } from './types';

type PlacedArticle = Pick<ArticleRow, 'id' | 'headline' | 'section'>;

/** Adds an article to (or removes one from) a newsletter; the server decides the section and caps. */
export function useNewsletterArticles() {
  const stale = useInvalidate();
  const refresh = () => stale('newsletters');
  const addArticle = trpc.newsletters.addArticle.useMutation({ onSuccess: refresh });
  const removeArticle = trpc.newsletters.removeArticle.useMutation({ onSuccess: refresh });

  async function add(newsletterId: string, article: PlacedArticle) {
    try {
      await addArticle.mutateAsync({ id: newsletterId, articleId: article.id });
    } catch (error) {
      notify.error('Failed to add article.', serverMessage(error));
      return;
    }
    notify.success('Article added', `"${article.headline}" is in ${sectionLabels[article.section]}.`);
  }

  async function remove(newsletterId: string, article: PlacedArticle) {
    try {
      await removeArticle.mutateAsync({ id: newsletterId, articleId: article.id });
    } catch (error) {
      notify.error('Failed to remove article.', serverMessage(error));
      return;
    }
    notify.success('Article removed', `"${article.headline}" is no longer in this newsletter.`);
  }

  return {
    add,
    remove,
    /** the article being added or removed right now, to show that one button as busy */
    addingId: addArticle.isPending ? addArticle.variables?.articleId : undefined,
    removingId: removeArticle.isPending ? removeArticle.variables?.articleId : undefined,
  };
}
