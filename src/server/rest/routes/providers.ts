import { route, type RestRoute } from '../types';

export const providersRoutes: RestRoute[] = [
  route({ method: 'GET', path: '/api/providers', procedure: 'providers.list', list: true }),
  route({ method: 'GET', path: '/api/providers/stats', procedure: 'providers.stats' }),
  route({ method: 'GET', path: '/api/providers/:id', procedure: 'providers.get' }),
  route({ method: 'PUT', path: '/api/providers/:id', procedure: 'providers.update' }),
  route({ method: 'PUT', path: '/api/providers/:id/review', procedure: 'providers.review' }),
  route({ method: 'PUT', path: '/api/offers/:id', procedure: 'providers.updateOffer' }),
];
