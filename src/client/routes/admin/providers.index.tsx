import { createFileRoute } from '@tanstack/react-router';
import { ProvidersScreen } from '../../features/providers/ProvidersScreen';

export const Route = createFileRoute('/admin/providers/')({
  component: ProvidersScreen,
});
