import type { Context as HonoContext, Hono } from 'hono';
import { createCallerFactory } from '../trpc/init';
import { appRouter } from '../routers';
import { createRequestContext, type RequestContextDeps } from '../trpc/context';
import { clientIp } from '../http/clientIp';
import { errorResponse, MalformedJson } from '../http/publicError';
import { cacheByProcedures } from '../http/publicCache';
import { jsonResponse } from '../http/jsonBody';
import type { RawResponse, RestRequestParts, RestRoute } from './types';

const createCaller = createCallerFactory(appRouter);

async function readBody(c: HonoContext, method: string): Promise<unknown> {
  if (method === 'GET' || method === 'DELETE') return undefined;
  const text = await c.req.text();
  if (!text.trim()) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    throw new MalformedJson();
  }
}

function defaultInput(route: RestRoute, { params, query, body }: RestRequestParts): unknown {
  if (route.method === 'GET' || route.method === 'DELETE') {
    const merged = { ...query, ...params };
    return Object.keys(merged).length ? merged : undefined;
  }
  if (body !== undefined && (typeof body !== 'object' || body === null || Array.isArray(body))) return body;
  const merged = { ...(body as object | undefined), ...params };
  return Object.keys(merged).length ? merged : undefined;
}

function resolveProcedure(caller: unknown, dotted: string): (input: unknown) => Promise<unknown> {
  const found = dotted.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], caller);
  return found as (input: unknown) => Promise<unknown>;
}

/** Registers every documented path; each calls its procedure through createCaller. */
export function mountRest(app: Hono, deps: RequestContextDeps, routes: RestRoute[]) {
  for (const route of routes) {
    app.on(
      route.method,
      route.path,
      cacheByProcedures(() => [route.procedure]),
      async (c) => {
        const resHeaders = new Headers();
        try {
          const parts: RestRequestParts = {
            params: c.req.param() as Record<string, string>,
            query: c.req.query(),
            body: await readBody(c, route.method),
          };
          const ctx = await createRequestContext(deps, c.req.raw, resHeaders, clientIp(c, deps.config.trustProxy));
          const call = resolveProcedure(createCaller(ctx), route.procedure);
          const output = await call(route.input ? route.input(parts) : defaultInput(route, parts));
          resHeaders.forEach((v, k) => {
            c.header(k, v, { append: true });
          });
          if (route.raw) {
            const raw = output as RawResponse;
            c.header('content-type', raw.contentType);
            if (raw.filename) c.header('content-disposition', `attachment; filename="${raw.filename}"`);
            return c.body(raw.body, (route.status ?? 200) as 200);
          }
          if (route.list) {
            const page = output as { items: unknown[]; total: number };
            c.header('X-Total-Count', String(page.total));
            return jsonResponse(c, page.items, route.status ?? 200);
          }
          if (output === undefined) return c.body(null, 204);
          return jsonResponse(c, output, route.status ?? 200);
        } catch (error) {
          resHeaders.forEach((v, k) => {
            c.header(k, v, { append: true });
          });
          return errorResponse(c, error, { procedure: route.procedure });
        }
      },
    );
  }
}
