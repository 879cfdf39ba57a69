import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import type { App } from '../../src/server/app';
import { trpcBatchInput, trpcError } from './trpcWire';

export type LiveServer = {
  url: string;
  /** a real HTTP request; `from` is sent as X-Forwarded-For (the app must trust loopback) */
  request: (method: string, path: string, options?: { body?: unknown; from?: string; cookie?: string }) => Promise<Response>;
  close: () => Promise<void>;
};

/** Serves the app on a free loopback port, so requests travel over real sockets, concurrently. */
export async function listen(app: App): Promise<LiveServer> {
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
  });
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    request: (method, path, options = {}) => {
      const headers: Record<string, string> = {};
      if (options.from) headers['x-forwarded-for'] = options.from;
      if (options.cookie) headers.cookie = options.cookie;
      if (options.body !== undefined) headers['content-type'] = 'application/json';
      return fetch(`${url}${path}`, {
        method,
        headers,
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
      });
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        (server as unknown as { closeAllConnections?: () => void }).closeAllConnections?.();
      }),
  };
}

type BatchResult = { status: number; code?: string; appCode?: string };

/**
 * One POST to /trpc/<path>,<path>,…?batch=1 carrying every input, in the app's wire form
 * (trpcWire.ts); answers the HTTP status and, per call, its own status.
 */
export async function trpcBatch(live: LiveServer, path: string, inputs: unknown[], from?: string) {
  const res = await fetch(`${live.url}/trpc/${inputs.map(() => path).join(',')}?batch=1`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(from ? { 'x-forwarded-for': from } : {}) },
    body: trpcBatchInput(inputs),
  });
  const json = (await res.json()) as unknown;
  const calls: BatchResult[] = Array.isArray(json)
    ? json.map((entry: { result?: unknown; error?: unknown }) => {
        const error = trpcError<{ data: { httpStatus: number; code: string; appCode?: string } }>(entry);
        return error ? { status: error.data.httpStatus, code: error.data.code, appCode: error.data.appCode } : { status: 200 };
      })
    : [];
  return { status: res.status, headers: res.headers, calls };
}
