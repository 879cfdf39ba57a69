import { route, type RestRoute } from '../types';

// the fixed paths come before /:id
export const subscribersRoutes: RestRoute[] = [
  route({ method: 'GET', path: '/api/subscribers', procedure: 'subscribers.list', list: true }),
  route({ method: 'GET', path: '/api/subscribers/stats', procedure: 'subscribers.stats' }),
  route({ method: 'GET', path: '/api/subscribers/export.csv', procedure: 'subscribers.exportCsv', raw: true }),
  route({ method: 'POST', path: '/api/subscribers', procedure: 'subscribers.create', status: 201 }),
  route({ method: 'PUT', path: '/api/subscribers/:id', procedure: 'subscribers.update' }),
  route({ method: 'DELETE', path: '/api/subscribers/:id', procedure: 'subscribers.remove' }),
];
