import type { RestRoute } from '../types';

export const partnersRoutes: RestRoute[] = [];
