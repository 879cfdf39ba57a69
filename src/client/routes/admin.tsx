import { Outlet, createFileRoute } from '@tanstack/react-router';
import { AdminGate } from '../features/auth/AdminGate';
import { AdminLayout } from '../features/admin/AdminLayout';
import { AuthProvider } from '../features/auth/AuthProvider';

export const Route = createFileRoute('/admin')({
  component: () => (
    <AuthProvider>
      <AdminGate>
        <AdminLayout>
          <Outlet />
        </AdminLayout>
      </AdminGate>
    </AuthProvider>
  ),
});
