import { createFileRoute } from '@tanstack/react-router';
import { ProviderEditScreen } from '../../features/providers/ProviderEditScreen';

export const Route = createFileRoute('/admin/providers/$id')({ component: ProviderEditRoute });

function ProviderEditRoute() {
  const { id } = Route.useParams();
  return <ProviderEditScreen key={id} id={id} />;
}
