import type { RestRoute } from '../types';

export const siteContentRoutes: RestRoute[] = [];
