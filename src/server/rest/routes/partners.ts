import { route, type RestRoute } from '../types';

export const partnersRoutes: RestRoute[] = [
  route({ method: 'GET', path: '/api/partners', procedure: 'partners.list', list: true }),
  route({ method: 'GET', path: '/api/partners/stats', procedure: 'partners.stats' }),
  route({ method: 'POST', path: '/api/partners', procedure: 'partners.create', status: 201 }),
  route({ method: 'PUT', path: '/api/partners/:id', procedure: 'partners.update' }),
  route({ method: 'DELETE', path: '/api/partners/:id', procedure: 'partners.remove' }),
];
