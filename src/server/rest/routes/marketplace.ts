import type { RestRoute } from '../types';

export const marketplaceRoutes: RestRoute[] = [];
