import type { inferRouterOutputs } from '@trpc/server';
// Type only: the article the generator answers with.
import type { AppRouter } from '../../../server/routers';

export type Article = inferRouterOutputs<AppRouter>['articles']['generate'];
