import { route, type RestRoute } from '../types';

// the fixed paths come before /api/articles/:id, which would otherwise take them as ids
export const articlesRoutes: RestRoute[] = [
  route({ method: 'GET', path: '/api/articles', procedure: 'articles.list', list: true }),
  route({ method: 'GET', path: '/api/articles/ai-status', procedure: 'articles.aiStatus' }),
  route({ method: 'GET', path: '/api/articles/by-slug/:slug', procedure: 'articles.bySlug' }),
  route({ method: 'GET', path: '/api/articles/:id', procedure: 'articles.get' }),
  route({ method: 'POST', path: '/api/articles/generate', procedure: 'articles.generate', status: 201 }),
  route({ method: 'POST', path: '/api/articles', procedure: 'articles.create', status: 201 }),
  route({ method: 'PUT', path: '/api/articles/:id', procedure: 'articles.update' }),
  route({ method: 'DELETE', path: '/api/articles/:id', procedure: 'articles.remove' }),
];
