import { createFileRoute } from '@tanstack/react-router';
import { AdminPlaceholder } from '../../features/admin/AdminPlaceholder';

export const Route = createFileRoute('/admin/breaking-news')({
  component: () => <AdminPlaceholder to="/admin/breaking-news" />,
});
