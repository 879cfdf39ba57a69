import type { inferRouterOutputs } from '@trpc/server';
// Type only: the article as the server answers it.
import type { AppRouter } from '../../../server/routers';

export type Article = inferRouterOutputs<AppRouter>['articles']['get'];

/** How many articles the Articles list shows a page. */
export const ARTICLES_PAGE_SIZE = 20;
