import { route, type RestRoute } from '../types';

export const legalRoutes: RestRoute[] = [
  route({ method: 'GET', path: '/api/legal/:slug', procedure: 'legal.get' }),
  route({ method: 'PUT', path: '/api/legal/:slug', procedure: 'legal.update' }),
];
