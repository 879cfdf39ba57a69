import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { compress } from 'hono/compress';
import { fetchRequestHandler } from '@trpc/server/adapters/fetch';
import { appRouter } from './routers';
import { createRequestContext, type RequestContextDeps } from './trpc/context';
import { mountRest } from './rest/adapter';
import { restRoutes } from './rest/routes';
import { csrfGuard } from './http/csrf';
import { securityHeaders } from './http/securityHeaders';
import { clientIp } from './http/clientIp';
import { mountClient } from './http/staticClient';

export const MAX_BODY_BYTES = 1024 * 1024;

/** `clientDir`: where the built client is (tests build theirs elsewhere); default dist/client. */
export type AppOptions = RequestContextDeps & { serveClient?: boolean; clientDir?: string };

/** Middleware order and mounts only; the rules live in services. */
export function createApp(deps: AppOptions) {
  const app = new Hono();

  app.use('*', securityHeaders());
  // the browser's assets, pages and tRPC answers travel compressed; the documented REST paths
  // stay plain for server-to-server callers
  const gzip = compress();
  app.use('*', (c, next) => (c.req.path.startsWith('/api/') ? next() : gzip(c, next)));
  const limitBody = bodyLimit({
    maxSize: MAX_BODY_BYTES,
    onError: (c) => c.json({ error: 'Request body is larger than 1 MB', code: 'PAYLOAD_TOO_LARGE' }, 413),
  });
  for (const prefix of ['/api/*', '/trpc/*']) {
    // reading `body` makes the node adapter build a stream, a real cost on every GET
    app.use(prefix, (c, next) => (c.req.method === 'GET' || c.req.method === 'HEAD' ? next() : limitBody(c, next)));
    app.use(prefix, csrfGuard(deps.config.publicUrl));
  }

  app.get('/healthz', async (c) => {
    try {
      await deps.database.query('select 1');
      return c.json({ status: 'ok', database: deps.database.kind });
    } catch {
      return c.json({ status: 'unavailable', database: deps.database.kind }, 503);
    }
  });

  app.all('/trpc/*', (c) =>
    fetchRequestHandler({
      endpoint: '/trpc',
      req: c.req.raw,
      router: appRouter,
      createContext: ({ req, resHeaders }) => createRequestContext(deps, req, resHeaders, clientIp(c)),
    }),
  );

  mountRest(app, deps, restRoutes);
  app.all('/api/*', (c) => c.json({ error: `No such endpoint: ${c.req.method} ${c.req.path}`, code: 'NOT_FOUND' }, 404));

  if (deps.serveClient !== false) mountClient(app, deps.clientDir);

  app.onError((error, c) => {
    console.error('[muster] unhandled error', error);
    return c.json({ error: 'Something went wrong on our side.', code: 'INTERNAL' }, 500);
  });

  return app;
}
export type App = ReturnType<typeof createApp>;
