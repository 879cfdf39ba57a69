import { createFileRoute } from '@tanstack/react-router';
import { SubscribersScreen } from '../../features/subscribers/SubscribersScreen';

export const Route = createFileRoute('/admin/subscribers')({
  component: SubscribersScreen,
});
