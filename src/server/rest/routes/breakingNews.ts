import type { RestRoute } from '../types';

// the fixed paths come before /:id
export const breakingNewsRoutes: RestRoute[] = [
  { method: 'GET', path: '/api/breaking-news', procedure: 'breakingNews.list', list: true },
  { method: 'GET', path: '/api/breaking-news/stats', procedure: 'breakingNews.stats' },
  { method: 'POST', path: '/api/breaking-news/check', procedure: 'breakingNews.check' },
  { method: 'PUT', path: '/api/breaking-news/:id', procedure: 'breakingNews.update' },
  { method: 'GET', path: '/api/news-config', procedure: 'breakingNews.config' },
  { method: 'PUT', path: '/api/news-config', procedure: 'breakingNews.updateConfig' },
];
