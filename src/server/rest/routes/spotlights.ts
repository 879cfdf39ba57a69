import { route, type RestRoute } from '../types';

// the fixed paths come before /:id
export const spotlightsRoutes: RestRoute[] = [
  route({ method: 'GET', path: '/api/veteran-spotlights', procedure: 'spotlights.list', list: true }),
  route({ method: 'GET', path: '/api/veteran-spotlights/stats', procedure: 'spotlights.stats' }),
  route({ method: 'POST', path: '/api/veteran-spotlights', procedure: 'spotlights.create', status: 201 }),
  route({ method: 'PUT', path: '/api/veteran-spotlights/:id', procedure: 'spotlights.update' }),
  route({ method: 'DELETE', path: '/api/veteran-spotlights/:id', procedure: 'spotlights.remove' }),
];
