import { createFileRoute } from '@tanstack/react-router';
import { PublicPage } from '../../components/layout/PublicPage';
import { ResourceHubScreen } from '../../features/resources/ResourceHubScreen';
import { CATEGORY_LIST_INPUT } from '../../features/resources/queries';

export const Route = createFileRoute('/_public/resource-hub/$id')({
  // started here, read by the screen; the screen shows loading and not-found itself
  loader: ({ context, params }) => {
    void context.api.prefetch('veteranIssues.get', { id: params.id });
    void context.api.prefetch('marketplace.categories', CATEGORY_LIST_INPUT);
  },
  component: HubRoute,
});

function HubRoute() {
  const { id } = Route.useParams();
  return (
    <PublicPage>
      <ResourceHubScreen id={id} />
    </PublicPage>
  );
}
