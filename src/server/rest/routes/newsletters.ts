import type { RestRoute } from '../types';

export const newslettersRoutes: RestRoute[] = [];
