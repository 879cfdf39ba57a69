import { Outlet, createFileRoute } from '@tanstack/react-router';
import { AdminGate } from '../features/auth/AdminGate';
import { AdminLayout } from '../features/admin/AdminLayout';

export const Route = createFileRoute('/admin')({
  component: () => (
    <AdminGate>
      <AdminLayout>
        <Outlet />
      </AdminLayout>
    </AdminGate>
  ),
});
