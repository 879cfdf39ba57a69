import { Outlet, createRootRouteWithContext } from '@tanstack/react-router';
import type { RouterContext } from '../routerContext';
import { AuthProvider } from '../features/auth/AuthProvider';
import { Toaster } from '../components/toaster';
import { NotFoundPage } from '../components/NotFoundPage';
import { ErrorScreen } from '../components/ErrorScreen';
import { loadThemeFor } from '../themeSystem';

export const Route = createRootRouteWithContext<RouterContext>()({
  // the recipes of the screen about to draw, before it draws
  beforeLoad: ({ location }) => loadThemeFor(location.pathname),
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
