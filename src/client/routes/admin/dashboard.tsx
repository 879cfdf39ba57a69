import { createFileRoute } from '@tanstack/react-router';
import { AdminPlaceholder } from '../../features/admin/AdminPlaceholder';

export const Route = createFileRoute('/admin/dashboard')({
  component: () => <AdminPlaceholder to="/admin/dashboard" />,
});
