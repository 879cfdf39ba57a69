import { randomUUID } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { logger } from '../lib/logger';
import { runInRequest, type RequestScope } from '../lib/requestScope';

export const REQUEST_ID_HEADER = 'X-Request-Id';
/** An id a proxy or a client may pass in: the characters of UUIDs, ULIDs and trace ids, nothing a log viewer could trip on. */
const SANE_REQUEST_ID = /^[A-Za-z0-9._:@-]{8,128}$/;
/** Probes and static assets: one line each only at debug level, unless they fail. */
const quietPath = (path: string) => path === '/healthz' || path.startsWith('/assets/');

/** A subscriber's token in a path (unsubscribe, preferences, confirm) is a key: it stays out of the log. */
export const loggablePath = (path: string) => path.replace(/\/[0-9a-f]{64}(?=\/|$)/gi, '/{token}');

/**
 * Gives every request an id (the caller's, when sane), names it on the response, makes it the
 * scope of everything logged while serving, and logs one line when the answer is ready.
 */
export function requestLog(): MiddlewareHandler {
  return async (c, next) => {
    const incoming = c.req.header(REQUEST_ID_HEADER);
    const scope: RequestScope = { id: incoming && SANE_REQUEST_ID.test(incoming) ? incoming : randomUUID() };
    const started = performance.now();
    await runInRequest(scope, next);
    setHeader(c, scope.id);
    const status = c.res.status;
    const level = status >= 500 ? 'warn' : quietPath(c.req.path) && status < 400 ? 'debug' : 'info';
    if (!logger.isLevelEnabled(level)) return;
    const durationMs = Math.round((performance.now() - started) * 10) / 10;
    // the path without its query string: searches and tokens stay out of the log
    const path = loggablePath(c.req.path);
    logger[level](
      { reqId: scope.id, ...(scope.userId ? { userId: scope.userId } : {}), method: c.req.method, path, status, durationMs },
      `${c.req.method} ${path} ${status} ${durationMs}ms`,
    );
  };
}

function setHeader(c: Parameters<MiddlewareHandler>[0], id: string) {
  try {
    c.res.headers.set(REQUEST_ID_HEADER, id);
  } catch {
    // a response with immutable headers (a fetched one): copy it
    c.res = new Response(c.res.body, c.res);
    c.res.headers.set(REQUEST_ID_HEADER, id);
  }
}
