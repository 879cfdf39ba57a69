import type { MiddlewareHandler } from 'hono';
import { errorJson } from './publicError';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses cross-site state-changing requests: the Origin (or, without it, Sec-Fetch-Site)
 * must name this site. Requests from non-browser clients carry neither and pass.
 */
export function csrfGuard(publicUrl: string): MiddlewareHandler {
  const publicOrigin = new URL(publicUrl).origin;
  return async (c, next) => {
    if (SAFE.has(c.req.method)) return next();
    const origin = c.req.header('origin');
    if (origin) {
      const host = c.req.header('host');
      const sameHost = host !== undefined && safeHost(origin) === host;
      if (!sameHost && origin !== publicOrigin) return forbidden(c);
    } else if (c.req.header('sec-fetch-site') === 'cross-site') {
      return forbidden(c);
    }
    return next();
  };
}

function safeHost(origin: string): string | null {
  try {
    return new URL(origin).host;
  } catch {
    return null;
  }
}

const forbidden = (c: Parameters<MiddlewareHandler>[0]) => errorJson(c, 403, 'FORBIDDEN', 'Cross-site request refused');
