import type { RestRoute } from '../types';

// the fixed paths come before /:id
export const spotlightsRoutes: RestRoute[] = [
  { method: 'GET', path: '/api/veteran-spotlights', procedure: 'spotlights.list', list: true },
  { method: 'GET', path: '/api/veteran-spotlights/stats', procedure: 'spotlights.stats' },
  { method: 'POST', path: '/api/veteran-spotlights', procedure: 'spotlights.create', status: 201 },
  { method: 'PUT', path: '/api/veteran-spotlights/:id', procedure: 'spotlights.update' },
  { method: 'DELETE', path: '/api/veteran-spotlights/:id', procedure: 'spotlights.remove' },
];
