import { createFileRoute } from '@tanstack/react-router';
import { AdminPlaceholder } from '../../features/admin/AdminPlaceholder';

export const Route = createFileRoute('/admin/ai-generator')({
  component: () => <AdminPlaceholder to="/admin/ai-generator" />,
});
