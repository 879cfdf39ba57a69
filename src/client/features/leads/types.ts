import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '../../../server/routers';

type Outputs = inferRouterOutputs<AppRouter>['leads'];
export type AdminLead = Outputs['list']['items'][number];
export type LeadStatsData = Outputs['stats'];
