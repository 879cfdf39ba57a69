import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '../../../server/routers';

type Outputs = inferRouterOutputs<AppRouter>['partners'];
export type Partner = Outputs['list']['items'][number];
export type PartnerStatsData = Outputs['stats'];
