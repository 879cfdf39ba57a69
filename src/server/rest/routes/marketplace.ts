import type { RestRoute } from '../types';

export const marketplaceRoutes: RestRoute[] = [
  { method: 'GET', path: '/api/categories', procedure: 'marketplace.categories', list: true },
  { method: 'GET', path: '/api/regions', procedure: 'marketplace.regions', list: true },
  { method: 'GET', path: '/api/marketplace/search', procedure: 'marketplace.search' },
  // before /api/vendors/:id, which would otherwise take 'recommendations' for an id
  { method: 'GET', path: '/api/vendors/recommendations', procedure: 'marketplace.recommendations' },
  { method: 'POST', path: '/api/vendors', procedure: 'marketplace.applyAsVendor', status: 201 },
  { method: 'GET', path: '/api/vendors/:id', procedure: 'marketplace.vendor' },
];
