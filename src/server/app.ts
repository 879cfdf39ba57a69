import { type Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { compress } from 'hono/compress';
import { fetchRequestHandler } from '@trpc/server/adapters/fetch';
import { appRouter } from './routers';
import { createRequestContext, type RequestContextDeps } from './trpc/context';
import { mountRest } from './rest/adapter';
import { restRoutes } from './rest/routes';
import { mountOneClickUnsubscribe } from './rest/oneClickUnsubscribe';
import { mountTracking } from './http/tracking';
import { csrfGuard } from './http/csrf';
import { securityHeaders } from './http/securityHeaders';
import { clientIp } from './http/clientIp';
import { mountClient } from './http/staticClient';
import { mountPublicDocuments } from './http/publicDocuments';
import { requestLog } from './http/requestLog';
import { trpcBatchLimit } from './http/batchLimit';
import { cacheByProcedures, NO_STORE, trpcProcedures } from './http/publicCache';
import { describeError, errorJson, errorResponse, reportError } from './http/publicError';
import { renderedPageCache } from './http/renderedPageCache';
import type { RenderedPage } from './http/serverRender';

export const MAX_BODY_BYTES = 1024 * 1024;

/** `clientDir`: where the built client is (tests build theirs elsewhere); default dist/client. */
export type AppOptions = RequestContextDeps & { serveClient?: boolean; clientDir?: string };

/** Middleware order and mounts only; the rules live in services. */
export function createApp(deps: AppOptions) {
  const app = new Hono();

  app.use('*', requestLog());
  app.use('*', securityHeaders());
  // the browser's assets, pages and tRPC answers travel compressed; the documented REST paths
  // stay plain for server-to-server callers
  const gzip = compress();
  app.use('*', (c, next) => (c.req.path.startsWith('/api/') ? next() : gzip(c, next)));
  const limitBody = bodyLimit({
    maxSize: MAX_BODY_BYTES,
    onError: (c) => errorJson(c, 413, 'PAYLOAD_TOO_LARGE', 'Request body is larger than 1 MB'),
  });
  const drawnPages = renderedPageCache<RenderedPage | null>();
  for (const prefix of ['/api/*', '/trpc/*']) {
    // reading `body` makes the node adapter build a stream, a real cost on every GET
    app.use(prefix, (c, next) => (c.req.method === 'GET' || c.req.method === 'HEAD' ? next() : limitBody(c, next)));
    app.use(prefix, csrfGuard(deps.config.publicUrl));
    // a change through the API shows on the next page drawn, not a few seconds later
    app.use(prefix, async (c, next) => {
      await next();
      if (c.req.method !== 'GET' && c.req.method !== 'HEAD' && c.res.status < 400) drawnPages.clear();
    });
  }

  app.get('/healthz', async (c) => {
    try {
      await deps.database.query('select 1');
      return c.json({ status: 'ok', database: deps.database.kind });
    } catch {
      return c.json({ status: 'unavailable', database: deps.database.kind }, 503);
    }
  });

  // outermost on /trpc, so the batch limit's refusals are marked no-store too
  app.use('/trpc/*', cacheByProcedures(trpcProcedures));
  app.use('/trpc/*', trpcBatchLimit('/trpc'));
  const trpc = (request: Request, ip: string) =>
    fetchRequestHandler({
      endpoint: '/trpc',
      req: request,
      router: appRouter,
      createContext: ({ req, resHeaders }) => createRequestContext(deps, req, resHeaders, ip),
      onError: ({ error, path }) => reportError(error, undefined, { procedure: path }),
      // Retry-After of a failure that happened before any procedure ran (the session lookup)
      responseMeta: ({ errors }) => ({ headers: Object.assign({}, ...errors.map((e) => describeError(e).headers ?? {})) }),
    });
  const visitorIp = (c: Context) => clientIp(c, deps.config.trustProxy);
  app.all('/trpc/*', (c) => trpc(c.req.raw, visitorIp(c)));

  mountRest(app, deps, restRoutes);
  mountOneClickUnsubscribe(app, deps);
  mountTracking(app, deps);
  app.all('/api/*', (c) => {
    c.header('cache-control', NO_STORE);
    return errorJson(c, 404, 'NOT_FOUND', `No such endpoint: ${c.req.method} ${c.req.path}`);
  });

  mountPublicDocuments(app, deps.services);

  if (deps.serveClient !== false) {
    mountClient(app, {
      services: deps.services,
      publicUrl: deps.config.publicUrl,
      distDir: deps.clientDir,
      trpc,
      clientIp: visitorIp,
      drawnPages,
    });
  }

  app.onError((error, c) => errorResponse(c, error));
  // what nothing above answers (a POST to /unsubscribe/ without a token, say): the documented shape
  app.notFound((c) => errorJson(c, 404, 'NOT_FOUND', `No such path: ${c.req.method} ${c.req.path}`));

  return app;
}
export type App = ReturnType<typeof createApp>;
