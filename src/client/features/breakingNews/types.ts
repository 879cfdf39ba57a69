import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '../../../server/routers';

type Outputs = inferRouterOutputs<AppRouter>['breakingNews'];
export type BreakingNewsItem = Outputs['list']['items'][number];
export type NewsConfig = Outputs['config'];
export type NewsStats = Outputs['stats'];
export type NewsSourceHealth = Outputs['sources'][number];
