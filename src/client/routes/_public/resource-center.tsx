import { createFileRoute } from '@tanstack/react-router';
import { PublicPage } from '../../components/layout/PublicPage';
import { ResourceCenterScreen } from '../../features/resources/ResourceCenterScreen';
import { HUB_LIST_INPUT } from '../../features/resources/queries';

export const Route = createFileRoute('/_public/resource-center')({
  // started here, read by the screen; the screen shows loading and errors itself
  loader: ({ context }) => {
    void context.api.prefetch('veteranIssues.list', HUB_LIST_INPUT);
  },
  component: () => (
    <PublicPage>
      <ResourceCenterScreen />
    </PublicPage>
  ),
});
