import { route, type RestRoute } from '../types';

export const conversationsRoutes: RestRoute[] = [
  route({ method: 'GET', path: '/api/conversations', procedure: 'conversations.list', list: true }),
  route({ method: 'GET', path: '/api/conversations/:id', procedure: 'conversations.get' }),
];
