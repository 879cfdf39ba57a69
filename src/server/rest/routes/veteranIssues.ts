import type { RestRoute } from '../types';

export const veteranIssuesRoutes: RestRoute[] = [
  { method: 'GET', path: '/api/veteran-issues', procedure: 'veteranIssues.list', list: true },
  { method: 'GET', path: '/api/veteran-issues/:id', procedure: 'veteranIssues.get' },
];
