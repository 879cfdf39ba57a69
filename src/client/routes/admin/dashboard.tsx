import { createFileRoute } from '@tanstack/react-router';
import { DashboardScreen } from '../../features/dashboard/DashboardScreen';

export const Route = createFileRoute('/admin/dashboard')({
  component: DashboardScreen,
});
