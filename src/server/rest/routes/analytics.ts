import type { RestRoute } from '../types';

export const analyticsRoutes: RestRoute[] = [];
