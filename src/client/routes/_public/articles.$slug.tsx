import { createFileRoute } from '@tanstack/react-router';
import { PublicPage } from '../../components/layout/PublicPage';
import { BreakingStrip } from '../../components/public/BreakingStrip';
import { ArticleScreen } from '../../features/articles/ArticleScreen';

export const Route = createFileRoute('/_public/articles/$slug')({
  loader: ({ context: { api }, params }) => {
    void api.prefetch('articles.bySlug', { slug: params.slug });
  },
  component: ArticleRoute,
});

function ArticleRoute() {
  const { slug } = Route.useParams();
  return (
    <>
      <BreakingStrip exceptSlug={slug} />
      <PublicPage>
        <ArticleScreen key={slug} slug={slug} />
      </PublicPage>
    </>
  );
}
