import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Hono } from 'hono';
import { serveStatic } from '@hono/node-server/serve-static';

export const clientDistDir = path.resolve(process.cwd(), 'dist/client');

/** Serves the built client; any other non-API path gets index.html for the router. */
export function mountClient(app: Hono, distDir = clientDistDir) {
  distDir = path.resolve(distDir);
  const indexFile = path.join(distDir, 'index.html');
  const root = path.relative(process.cwd(), distDir) || '.';
  app.use('/assets/*', async (c, next) => {
    await next();
    if (c.res.status === 200) c.header('cache-control', 'public, max-age=31536000, immutable');
  });
  app.use('*', serveStatic({ root }));
  app.get('*', (c) => {
    if (!existsSync(indexFile)) {
      return c.text('The client is not built yet: run `npm run build`.', 503);
    }
    return c.html(readFileSync(indexFile, 'utf8'));
  });
}
