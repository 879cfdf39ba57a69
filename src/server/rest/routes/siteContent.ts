import type { RestRoute } from '../types';

export const siteContentRoutes: RestRoute[] = [
  { method: 'GET', path: '/api/site-content', procedure: 'siteContent.get' },
  { method: 'PUT', path: '/api/site-content', procedure: 'siteContent.update' },
];
