import { createFileRoute } from '@tanstack/react-router';
import { AdminPlaceholder } from '../../features/admin/AdminPlaceholder';

export const Route = createFileRoute('/admin/subscribers')({
  component: () => <AdminPlaceholder to="/admin/subscribers" />,
});
