import type { RestRoute } from '../types';

export const newslettersRoutes: RestRoute[] = [
  { method: 'GET', path: '/api/newsletters', procedure: 'newsletters.list', list: true },
  { method: 'POST', path: '/api/newsletters', procedure: 'newsletters.create', status: 201 },
  { method: 'GET', path: '/api/newsletters/:id', procedure: 'newsletters.get' },
  { method: 'PUT', path: '/api/newsletters/:id', procedure: 'newsletters.update' },
  { method: 'GET', path: '/api/newsletters/:id/others', procedure: 'newsletters.others' },
  { method: 'GET', path: '/api/newsletters/:id/preview', procedure: 'newsletters.preview', raw: true },
  { method: 'POST', path: '/api/newsletters/:id/articles', procedure: 'newsletters.addArticle' },
  { method: 'DELETE', path: '/api/newsletters/:id/articles/:articleId', procedure: 'newsletters.removeArticle' },
];
