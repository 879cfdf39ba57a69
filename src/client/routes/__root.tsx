import { Outlet, createRootRouteWithContext } from '@tanstack/react-router';
import type { RouterContext } from '../routerContext';
import { AuthProvider } from '../features/auth/AuthProvider';
import { Toaster } from '../components/toaster';
import { NotFoundPage } from '../components/NotFoundPage';
import { ErrorScreen } from '../components/ErrorScreen';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: Root,
  notFoundComponent: NotFoundPage,
  errorComponent: ErrorScreen,
});

function Root() {
  return (
    <AuthProvider>
      <Outlet />
      <Toaster />
    </AuthProvider>
  );
}
