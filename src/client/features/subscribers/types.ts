import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '../../../server/routers';

type Outputs = inferRouterOutputs<AppRouter>['subscribers'];
export type Subscriber = Outputs['list']['items'][number];
export type SubscriberStatsData = Outputs['stats'];
