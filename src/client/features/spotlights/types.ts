import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '../../../server/routers';

type Outputs = inferRouterOutputs<AppRouter>['spotlights'];
export type Spotlight = Outputs['list']['items'][number];
export type SpotlightStatsData = Outputs['stats'];
