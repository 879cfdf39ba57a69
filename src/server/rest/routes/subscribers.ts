import type { RestRoute } from '../types';

// the fixed paths come before /:id
export const subscribersRoutes: RestRoute[] = [
  { method: 'GET', path: '/api/subscribers', procedure: 'subscribers.list', list: true },
  { method: 'GET', path: '/api/subscribers/stats', procedure: 'subscribers.stats' },
  { method: 'GET', path: '/api/subscribers/export.csv', procedure: 'subscribers.exportCsv', raw: true },
  { method: 'POST', path: '/api/subscribers', procedure: 'subscribers.create', status: 201 },
  { method: 'PUT', path: '/api/subscribers/:id', procedure: 'subscribers.update' },
  { method: 'DELETE', path: '/api/subscribers/:id', procedure: 'subscribers.remove' },
];
