import type { RestRoute } from '../types';

export const articlesRoutes: RestRoute[] = [];
