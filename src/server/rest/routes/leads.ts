import { route, type RestRoute } from '../types';

export const leadsRoutes: RestRoute[] = [
  route({ method: 'POST', path: '/api/leads', procedure: 'leads.create', status: 201 }),
  route({ method: 'GET', path: '/api/leads', procedure: 'leads.list', list: true }),
  route({ method: 'GET', path: '/api/leads/stats', procedure: 'leads.stats' }),
  route({ method: 'PUT', path: '/api/leads/:id', procedure: 'leads.update' }),
];
