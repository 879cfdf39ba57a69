import { route, type RestRoute } from '../types';

export const subscriptionsRoutes: RestRoute[] = [
  route({ method: 'POST', path: '/api/subscriptions/link', procedure: 'subscriptions.requestLink' }),
  route({ method: 'GET', path: '/api/subscriptions/:token', procedure: 'subscriptions.get' }),
  route({ method: 'PUT', path: '/api/subscriptions/:token', procedure: 'subscriptions.update' }),
  route({ method: 'POST', path: '/api/subscriptions/:token/unsubscribe', procedure: 'subscriptions.unsubscribe' }),
  route({ method: 'POST', path: '/api/subscriptions/:token/resubscribe', procedure: 'subscriptions.resubscribe' }),
];
