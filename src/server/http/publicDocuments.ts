import type { Hono } from 'hono';
import type { Services } from '../services';
import { cacheForEveryone, PUBLIC_DATA_CACHE } from './publicCache';

/** `/feed.xml`, `/sitemap.xml`, `/robots.txt`: the same for every caller, so shared caches keep them. */
export function mountPublicDocuments(app: Hono, services: Services) {
  const cached = cacheForEveryone(PUBLIC_DATA_CACHE);
  app.get('/feed.xml', cached, async (c) => {
    c.header('content-type', 'application/rss+xml; charset=utf-8');
    return c.body(await services.publicDocuments.feed());
  });
  app.get('/sitemap.xml', cached, async (c) => {
    c.header('content-type', 'application/xml; charset=utf-8');
    return c.body(await services.publicDocuments.sitemap());
  });
  app.get('/robots.txt', cached, (c) => c.text(services.publicDocuments.robots()));
}
