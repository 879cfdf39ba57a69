import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '../../../server/routers';

export type AnalyticsSummary = inferRouterOutputs<AppRouter>['analytics']['summary'];
