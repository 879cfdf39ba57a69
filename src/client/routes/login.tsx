import { Navigate, createFileRoute } from '@tanstack/react-router';
import { AdminLogin } from '../features/auth/AdminLogin';
import { AuthProvider, useAuth } from '../features/auth/AuthProvider';

export const Route = createFileRoute('/login')({
  component: () => (
    <AuthProvider>
      <LoginRoute />
    </AuthProvider>
  ),
});

/** An admin who is already signed in has nothing to do here. */
function LoginRoute() {
  const { user } = useAuth();
  if (user?.isAdmin) return <Navigate to="/admin/dashboard" replace />;
  return <AdminLogin />;
}
