import type { RestRoute } from '../types';

export const veteranIssuesRoutes: RestRoute[] = [];
