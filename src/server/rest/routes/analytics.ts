import { route, type RestRoute } from '../types';

export const analyticsRoutes: RestRoute[] = [
  route({ method: 'GET', path: '/api/analytics', procedure: 'analytics.list', list: true }),
  route({ method: 'GET', path: '/api/analytics/summary', procedure: 'analytics.summary' }),
  route({ method: 'POST', path: '/api/analytics', procedure: 'analytics.create', status: 201 }),
];
