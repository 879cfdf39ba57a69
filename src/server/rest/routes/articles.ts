import type { RestRoute } from '../types';

// the fixed paths come before /api/articles/:id, which would otherwise take them as ids
export const articlesRoutes: RestRoute[] = [
  { method: 'GET', path: '/api/articles', procedure: 'articles.list', list: true },
  { method: 'GET', path: '/api/articles/ai-status', procedure: 'articles.aiStatus' },
  { method: 'GET', path: '/api/articles/by-slug/:slug', procedure: 'articles.bySlug' },
  { method: 'GET', path: '/api/articles/:id', procedure: 'articles.get' },
  { method: 'POST', path: '/api/articles/generate', procedure: 'articles.generate', status: 201 },
  { method: 'POST', path: '/api/articles', procedure: 'articles.create', status: 201 },
  { method: 'PUT', path: '/api/articles/:id', procedure: 'articles.update' },
];
