import { route, type RestRoute } from '../types';

export const marketplaceRoutes: RestRoute[] = [
  route({ method: 'GET', path: '/api/categories', procedure: 'marketplace.categories', list: true }),
  route({ method: 'GET', path: '/api/regions', procedure: 'marketplace.regions', list: true }),
  route({ method: 'GET', path: '/api/marketplace/search', procedure: 'marketplace.search' }),
  // before /api/vendors/:id, which would otherwise take 'recommendations' for an id
  route({ method: 'GET', path: '/api/vendors/recommendations', procedure: 'marketplace.recommendations' }),
  route({ method: 'POST', path: '/api/vendors', procedure: 'marketplace.applyAsVendor', status: 201 }),
  route({ method: 'GET', path: '/api/vendors/:id', procedure: 'marketplace.vendor' }),
];
