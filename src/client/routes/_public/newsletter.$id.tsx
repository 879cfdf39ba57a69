import { createFileRoute } from '@tanstack/react-router';
import { PublicPage } from '../../components/layout/PublicPage';
import { NewsletterScreen } from '../../features/newsletters/NewsletterScreen';

export const Route = createFileRoute('/_public/newsletter/$id')({
  loader: ({ context: { api }, params }) => {
    void api.prefetch('newsletters.get', { id: params.id });
  },
  component: NewsletterRoute,
});

function NewsletterRoute() {
  const { id } = Route.useParams();
  return (
    <PublicPage>
      <NewsletterScreen key={id} id={id} />
    </PublicPage>
  );
}
