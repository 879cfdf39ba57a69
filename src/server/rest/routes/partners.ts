import type { RestRoute } from '../types';

export const partnersRoutes: RestRoute[] = [
  { method: 'GET', path: '/api/partners', procedure: 'partners.list', list: true },
  { method: 'GET', path: '/api/partners/stats', procedure: 'partners.stats' },
  { method: 'POST', path: '/api/partners', procedure: 'partners.create', status: 201 },
  { method: 'PUT', path: '/api/partners/:id', procedure: 'partners.update' },
  { method: 'DELETE', path: '/api/partners/:id', procedure: 'partners.remove' },
];
