import type { RestRoute } from '../types';

export const leadsRoutes: RestRoute[] = [
  { method: 'POST', path: '/api/leads', procedure: 'leads.create', status: 201 },
];
