import type { MiddlewareHandler } from 'hono';
import { TRPC_BATCH_MAX } from '../../shared/transport';
import { errorJson } from './publicError';

/**
 * Refuses an oversized tRPC batch (GET or POST) before any call runs or any input is read:
 * without it one request could run thousands of queries. Reads the path as tRPC will (decoded,
 * split on commas); a path that does not decode is a 400 here rather than a 500 there.
 */
export function trpcBatchLimit(endpoint: string, max = TRPC_BATCH_MAX): MiddlewareHandler {
  return async (c, next) => {
    const url = new URL(c.req.url);
    let paths: string;
    try {
      paths = decodeURIComponent(url.pathname.slice(endpoint.length + 1));
    } catch {
      return errorJson(c, 400, 'BAD_REQUEST', 'Malformed procedure path');
    }
    if (url.searchParams.get('batch') !== '1') return next();
    const calls = paths.split(',').length;
    if (calls > max) {
      return errorJson(c, 400, 'BAD_REQUEST', `A batch may hold at most ${max} calls; this one has ${calls}.`);
    }
    return next();
  };
}
