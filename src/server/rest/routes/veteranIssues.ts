import { route, type RestRoute } from '../types';

export const veteranIssuesRoutes: RestRoute[] = [
  route({ method: 'GET', path: '/api/veteran-issues', procedure: 'veteranIssues.list', list: true }),
  route({ method: 'GET', path: '/api/veteran-issues/:id', procedure: 'veteranIssues.get' }),
];
