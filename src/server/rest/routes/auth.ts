import type { RestRoute } from '../types';

export const authRoutes: RestRoute[] = [
  { method: 'GET', path: '/api/auth/me', procedure: 'auth.me' },
  { method: 'POST', path: '/api/auth/login', procedure: 'auth.login' },
  { method: 'POST', path: '/api/auth/logout', procedure: 'auth.logout', input: () => undefined },
];
