import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '../../../server/routers';

type Outputs = inferRouterOutputs<AppRouter>['marketplace'];
export type ProviderResult = Outputs['search']['items'][number];
export type MarketplaceCategory = Outputs['categories']['items'][number];
export type MarketplaceRegion = Outputs['regions']['items'][number];
