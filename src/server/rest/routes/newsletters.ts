import { route, type RestRoute } from '../types';

export const newslettersRoutes: RestRoute[] = [
  route({ method: 'GET', path: '/api/newsletters', procedure: 'newsletters.list', list: true }),
  route({ method: 'POST', path: '/api/newsletters', procedure: 'newsletters.create', status: 201 }),
  route({ method: 'GET', path: '/api/newsletters/:id', procedure: 'newsletters.get' }),
  route({ method: 'PUT', path: '/api/newsletters/:id', procedure: 'newsletters.update' }),
  route({ method: 'DELETE', path: '/api/newsletters/:id', procedure: 'newsletters.remove' }),
  route({ method: 'GET', path: '/api/newsletters/:id/others', procedure: 'newsletters.others' }),
  route({ method: 'GET', path: '/api/newsletters/:id/preview', procedure: 'newsletters.preview', raw: true }),
  route({ method: 'GET', path: '/api/newsletters/:id/delivery', procedure: 'newsletters.delivery' }),
  route({ method: 'POST', path: '/api/newsletters/:id/test', procedure: 'newsletters.sendTest' }),
  route({ method: 'POST', path: '/api/newsletters/:id/articles', procedure: 'newsletters.addArticle' }),
  route({ method: 'DELETE', path: '/api/newsletters/:id/articles/:articleId', procedure: 'newsletters.removeArticle' }),
];
