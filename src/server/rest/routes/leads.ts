import type { RestRoute } from '../types';

export const leadsRoutes: RestRoute[] = [];
