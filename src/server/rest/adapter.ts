import type { Context as HonoContext, Hono } from 'hono';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import { TRPCError } from '@trpc/server';
import { ZodError } from 'zod';
import { AppError, statusOfTrpcCode } from '../errors';
import { createCallerFactory, firstZodMessage } from '../trpc/init';
import { appRouter } from '../routers';
import { createRequestContext, type RequestContextDeps } from '../trpc/context';
import { clientIp } from '../http/clientIp';
import type { RawResponse, RestRequestParts, RestRoute } from './types';

const createCaller = createCallerFactory(appRouter);

export class MalformedJson extends Error {}

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
  return dotted.split('.').reduce<any>((node, key) => node[key], caller);
}

export function errorBody(error: unknown): { status: number; body: Record<string, unknown>; headers?: Record<string, string> } {
  if (error instanceof MalformedJson) {
    return { status: 400, body: { error: 'Malformed JSON body', code: 'BAD_REQUEST' } };
  }
  if (error instanceof TRPCError) {
    if (error.cause instanceof ZodError) {
      const { message, field } = firstZodMessage(error.cause);
      return { status: 400, body: { error: message, code: 'BAD_REQUEST', field } };
    }
    const mapped = statusOfTrpcCode[error.code] ?? { status: getHTTPStatusCodeFromError(error), code: 'INTERNAL' };
    const app = error.cause instanceof AppError ? error.cause : undefined;
    const details = app?.options.details;
    return {
      status: mapped.status,
      body: { error: error.message, code: app?.code ?? mapped.code, ...(details ? { details } : {}) },
      headers: app?.options.headers,
    };
  }
  console.error('[muster] unexpected REST error', error);
  return { status: 500, body: { error: 'Something went wrong on our side.', code: 'INTERNAL' } };
}

/** Registers every documented path; each calls its procedure through createCaller. */
export function mountRest(app: Hono, deps: RequestContextDeps, routes: RestRoute[]) {
  for (const route of routes) {
    app.on(route.method, route.path, async (c) => {
      const resHeaders = new Headers();
      try {
        const parts: RestRequestParts = {
          params: c.req.param() as Record<string, string>,
          query: c.req.query(),
          body: await readBody(c, route.method),
        };
        const ctx = await createRequestContext(deps, c.req.raw, resHeaders, clientIp(c));
        const call = resolveProcedure(createCaller(ctx), route.procedure);
        const output = await call(route.input ? route.input(parts) : defaultInput(route, parts));
        resHeaders.forEach((v, k) => c.header(k, v, { append: true }));
        if (route.raw) {
          const raw = output as RawResponse;
          c.header('content-type', raw.contentType);
          if (raw.filename) c.header('content-disposition', `attachment; filename="${raw.filename}"`);
          return c.body(raw.body, (route.status ?? 200) as 200);
        }
        if (route.list) {
          const page = output as { items: unknown[]; total: number };
          c.header('X-Total-Count', String(page.total));
          return c.json(page.items, (route.status ?? 200) as 200);
        }
        if (output === undefined) return c.body(null, 204);
        return c.json(output as object, (route.status ?? 200) as 200);
      } catch (error) {
        resHeaders.forEach((v, k) => c.header(k, v, { append: true }));
        const { status, body, headers } = errorBody(error);
        for (const [k, v] of Object.entries(headers ?? {})) c.header(k, v);
        return c.json(body, status as 400);
      }
    });
  }
}
