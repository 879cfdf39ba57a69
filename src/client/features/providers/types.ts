import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '../../../server/routers';

type Outputs = inferRouterOutputs<AppRouter>['providers'];
export type AdminProvider = Outputs['list']['items'][number];
export type ProviderStatsData = Outputs['stats'];
export type ProviderDetail = Outputs['get'];
export type ProviderOffer = ProviderDetail['offers'][number];
