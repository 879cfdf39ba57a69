import type { RestRoute } from '../types';

export const breakingNewsRoutes: RestRoute[] = [];
