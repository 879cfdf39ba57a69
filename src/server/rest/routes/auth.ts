import { route, type RestRoute } from '../types';

export const authRoutes: RestRoute[] = [
  route({ method: 'GET', path: '/api/auth/me', procedure: 'auth.me' }),
  route({ method: 'POST', path: '/api/auth/login', procedure: 'auth.login' }),
  route({ method: 'POST', path: '/api/auth/logout', procedure: 'auth.logout', input: () => undefined }),
];
