import { createRootRouteWithContext } from '@tanstack/react-router';
import type { RouterContext } from '../routerContext';
import { AppToaster } from '../components/toaster';
import { NotFoundPage } from '../components/NotFoundPage';
import { ErrorScreen } from '../components/ErrorScreen';
import { TrpcOutlet } from '../api/TrpcOutlet';
import { whenPathReady } from '../pathReady';

export const Route = createRootRouteWithContext<RouterContext>()({
  // the recipes and the tRPC client of the screen about to draw, before it draws
  beforeLoad: ({ location, context }) => whenPathReady(location.pathname, context.api),
  component: Root,
  notFoundComponent: NotFoundPage,
  errorComponent: ErrorScreen,
});

function Root() {
  return (
    <>
      {/* the public layout reads through the shell's Api; the admin area and the login use tRPC's hooks */}
      <TrpcOutlet shellChild="/_public" />
      <AppToaster />
    </>
  );
}
