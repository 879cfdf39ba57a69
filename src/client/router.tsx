import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { routeTree } from './routeTree.gen';
import type { RouterContext } from './routerContext';

/** `onServer`: rendering a page's HTML, where the scroll-restoring inline script has no place (CSP). */
export function createAppRouter(context: RouterContext, history?: RouterHistory, { onServer = false } = {}) {
  return createRouter({
    routeTree,
    context,
    history,
    // Every unknown path gets the one 404 page, never an admin or public layout half-drawn.
    notFoundMode: 'root',
    scrollRestoration: !onServer,
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
