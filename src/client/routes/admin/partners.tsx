import { createFileRoute } from '@tanstack/react-router';
import { PartnersScreen } from '../../features/partners/PartnersScreen';

export const Route = createFileRoute('/admin/partners')({
  component: PartnersScreen,
});
