import type { RestRoute } from '../types';

export const analyticsRoutes: RestRoute[] = [
  { method: 'GET', path: '/api/analytics', procedure: 'analytics.list', list: true },
  { method: 'GET', path: '/api/analytics/summary', procedure: 'analytics.summary' },
  { method: 'POST', path: '/api/analytics', procedure: 'analytics.create', status: 201 },
];
