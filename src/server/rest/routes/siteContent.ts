import { route, type RestRoute } from '../types';

export const siteContentRoutes: RestRoute[] = [
  route({ method: 'GET', path: '/api/site-content', procedure: 'siteContent.get' }),
  route({ method: 'PUT', path: '/api/site-content', procedure: 'siteContent.update' }),
];
