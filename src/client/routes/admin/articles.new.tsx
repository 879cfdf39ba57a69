import { createFileRoute } from '@tanstack/react-router';
import { NewArticleScreen } from '../../features/articlesAdmin/ArticleEditorScreen';

type NewArticleSearch = { sourceLink?: string };

export const Route = createFileRoute('/admin/articles/new')({
  // ?sourceLink= (the dashboard's Import Social Content) prefills the source link
  validateSearch: (search: Record<string, unknown>): NewArticleSearch =>
    typeof search.sourceLink === 'string' && search.sourceLink.trim() ? { sourceLink: search.sourceLink.trim() } : {},
  component: NewArticleRoute,
});

function NewArticleRoute() {
  const { sourceLink } = Route.useSearch();
  return <NewArticleScreen sourceLink={sourceLink} />;
}
