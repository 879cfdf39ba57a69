import { route, type RestRoute } from '../types';

// the fixed paths come before /:id
export const breakingNewsRoutes: RestRoute[] = [
  route({ method: 'GET', path: '/api/breaking-news', procedure: 'breakingNews.list', list: true }),
  route({ method: 'GET', path: '/api/breaking-news/stats', procedure: 'breakingNews.stats' }),
  route({ method: 'GET', path: '/api/breaking-news/recent', procedure: 'breakingNews.recent' }),
  route({ method: 'POST', path: '/api/breaking-news/check', procedure: 'breakingNews.check' }),
  route({ method: 'PUT', path: '/api/breaking-news/:id', procedure: 'breakingNews.update' }),
  route({ method: 'GET', path: '/api/news-config', procedure: 'breakingNews.config' }),
  route({ method: 'GET', path: '/api/news-config/sources', procedure: 'breakingNews.sources' }),
  route({ method: 'PUT', path: '/api/news-config', procedure: 'breakingNews.updateConfig' }),
];
