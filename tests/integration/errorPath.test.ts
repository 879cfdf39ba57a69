import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { createTestApp, type TestApp } from '../support/testApp';
import { captureLogs } from '../support/logCapture';
import { trpcBatchInput, trpcError } from '../support/trpcWire';
import { DATABASE_UNAVAILABLE } from '../../src/server/errors';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
// restored one by one: restoreAllMocks would also undo the console.error guard of the setup file
const spies: { mockRestore: () => void }[] = [];
afterEach(() => {
  for (const spy of spies.splice(0)) spy.mockRestore();
});
function spyOn<T extends object, K extends keyof T & string>(object: T, method: K) {
  const spy = vi.spyOn(object, method as never) as any;
  spies.push(spy);
  return spy;
}

const GENERIC = 'Something went wrong on our side.';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** What PostgreSQL says when it shuts down under a query, as drizzle hands it on. */
function shutdownError(email: string) {
  const server = Object.assign(new Error('terminating connection due to administrator command'), {
    code: '57P01',
    severity: 'FATAL',
    routine: 'ProcessInterrupts',
  });
  return new DrizzleQueryError('select "id" from "subscribers" where "email" = $1', [email], server);
}

async function trpc(path: string, init: RequestInit = {}) {
  const res = await t.app.request(path, init);
  return { status: res.status, headers: res.headers, body: (await res.json()) as any };
}

describe('request ids', () => {
  it('names one on every response, keeps a sane incoming one and replaces anything else', async () => {
    for (const path of ['/healthz', '/api/articles', '/api/nothing-here', '/trpc/auth.me']) {
      const res = await t.app.request(path);
      expect(res.headers.get('x-request-id'), path).toMatch(UUID);
    }
    const kept = await t.app.request('/api/articles', { headers: { 'x-request-id': 'lb-7f3a9c0e-42' } });
    expect(kept.headers.get('x-request-id')).toBe('lb-7f3a9c0e-42');
    for (const bad of ['short', 'has spaces in it', 'x'.repeat(200), '<script>alert(1)</script>']) {
      const res = await t.app.request('/api/articles', { headers: { 'x-request-id': bad } });
      expect(res.headers.get('x-request-id'), bad).toMatch(UUID);
    }
  });

  it('is named in every error body, REST and tRPC alike', async () => {
    const cases: [string, RequestInit][] = [
      ['/api/nothing-here', {}],
      ['/api/subscribers', {}],
      ['/api/auth/login', { method: 'POST', body: '{"username":', headers: { 'content-type': 'application/json' } }],
      ['/api/auth/login', { method: 'POST', body: '{}', headers: { origin: 'https://evil.example', 'content-type': 'application/json' } }],
      ['/api/articles/by-slug/no-such-article', {}],
    ];
    for (const [path, init] of cases) {
      const res = await t.app.request(path, init);
      const body = await res.json();
      expect(res.status, path).toBeGreaterThanOrEqual(400);
      expect(body.requestId, path).toBe(res.headers.get('x-request-id'));
    }
    const res = await trpc('/trpc/subscribers.list');
    expect(res.status).toBe(401);
    expect(trpcError(res.body)?.data).toMatchObject({ appCode: 'UNAUTHORIZED', requestId: res.headers.get('x-request-id') });
  });
});

describe('one error path', () => {
  it('answers an unknown failure with a generic 500 on both surfaces and logs its cause once, with the request id', async () => {
    spyOn(t.runtime.services.articles, 'list').mockRejectedValue(new Error('kaboom in the article list'));
    const log = captureLogs();
    try {
      const rest = await t.request('GET', '/api/articles');
      expect(rest.status).toBe(500);
      expect(rest.json).toEqual({ error: GENERIC, code: 'INTERNAL' });
      const viaTrpc = await trpc('/trpc/articles.list,articles.list?batch=1&input={}');
      expect(viaTrpc.status).toBe(500);
      for (const call of viaTrpc.body)
        expect(trpcError(call)).toMatchObject({ message: GENERIC, data: { appCode: 'INTERNAL', httpStatus: 500 } });

      const errors = log.lines.filter((l) => l.level === 'error');
      expect(errors.map((l) => l.reqId)).toEqual([
        rest.headers.get('x-request-id'),
        viaTrpc.headers.get('x-request-id'),
        viaTrpc.headers.get('x-request-id'),
      ]);
      expect(errors.every((l) => JSON.stringify(l.err).includes('kaboom in the article list'))).toBe(true);
      expect(errors[0]).toMatchObject({ msg: 'unexpected error', status: 500, code: 'INTERNAL', procedure: 'articles.list' });
    } finally {
      log.restore();
    }
  });

  it('handles a failing session lookup like any other failure: mapped, logged once, never the raw message', async () => {
    const cookie = await t.login();
    spyOn(t.runtime.services.sessions, 'validate').mockRejectedValue(new Error('raw database words: relation "sessions" is gone'));
    const log = captureLogs();
    try {
      const rest = await t.request('GET', '/api/auth/me', { cookie });
      expect(rest.status).toBe(500);
      expect(rest.json).toEqual({ error: GENERIC, code: 'INTERNAL' });
      // three calls share the one context that failed: answered three times, logged once
      const viaTrpc = await trpc('/trpc/auth.me,articles.list,siteContent.get?batch=1', { headers: { cookie } });
      expect(viaTrpc.status).toBe(500);
      expect(JSON.stringify(viaTrpc.body)).not.toContain('raw database words');
      for (const call of viaTrpc.body)
        expect(trpcError(call)).toMatchObject({ message: GENERIC, data: { requestId: viaTrpc.headers.get('x-request-id') } });
      expect(log.lines.filter((l) => l.level === 'error').map((l) => l.reqId)).toEqual([
        rest.headers.get('x-request-id'),
        viaTrpc.headers.get('x-request-id'),
      ]);
    } finally {
      log.restore();
    }
  });

  it('answers a database that went away during the session lookup with 503 UNAVAILABLE and Retry-After, logging codes, not SQL', async () => {
    const cookie = await t.login();
    spyOn(t.runtime.services.sessions, 'validate').mockRejectedValue(shutdownError('someone@example.com'));
    const log = captureLogs();
    try {
      const rest = await t.request('GET', '/api/auth/me', { cookie });
      expect(rest.status).toBe(503);
      expect(rest.headers.get('retry-after')).toBe('5');
      expect(rest.json).toEqual({ error: DATABASE_UNAVAILABLE, code: 'UNAVAILABLE' });
      const viaTrpc = await trpc('/trpc/auth.me', { headers: { cookie } });
      expect(viaTrpc.status).toBe(503);
      expect(viaTrpc.headers.get('retry-after')).toBe('5');
      expect(trpcError(viaTrpc.body)).toMatchObject({
        message: DATABASE_UNAVAILABLE,
        data: { appCode: 'UNAVAILABLE', code: 'SERVICE_UNAVAILABLE' },
      });

      const warnings = log.lines.filter((l) => l.level === 'warn' && l.code === 'UNAVAILABLE');
      expect(warnings).toHaveLength(2);
      expect(JSON.stringify(warnings[0].err)).toContain('"code":"57P01"');
      expect(log.text()).not.toContain('someone@example.com');
      expect(log.text()).not.toMatch(/select "id"/);
    } finally {
      log.restore();
    }
  });

  it('answers 503 UNAVAILABLE, not 500, once the database is closed', async () => {
    const t2 = await createTestApp();
    try {
      await t2.runtime.database.close();
      const res = await t2.request('GET', '/api/articles');
      expect(res.status).toBe(503);
      expect(res.json).toEqual({ error: DATABASE_UNAVAILABLE, code: 'UNAVAILABLE' });
      expect(res.headers.get('retry-after')).toBe('5');
      expect((await t2.request('GET', '/healthz')).status).toBe(503);
    } finally {
      await t2.close().catch(() => {});
    }
  });
});

describe('bounded work per request', () => {
  const batch = (n: number, procedure = 'articles.list') => Array.from({ length: n }, () => procedure).join(',');

  it('refuses a tRPC batch of more than 10 calls with a 400 before any call runs', async () => {
    const list = spyOn(t.runtime.services.articles, 'list');
    const big = await t.request('GET', `/trpc/${batch(1100)}?batch=1&input={}`);
    expect(big.status).toBe(400);
    expect(big.json).toEqual({ error: 'A batch may hold at most 10 calls; this one has 1100.', code: 'BAD_REQUEST' });
    const encoded = await t.request('GET', `/trpc/${batch(11).replaceAll(',', '%2C')}?batch=1`);
    expect(encoded.status).toBe(400);
    expect(list).not.toHaveBeenCalled();

    const ten = await t.app.request(`/trpc/${batch(10)}?batch=1&input={}`);
    expect(ten.status).toBe(200);
    expect(await ten.json()).toHaveLength(10);
    expect(list).toHaveBeenCalledTimes(10);
  });

  it('answers a procedure path that does not decode with a 400, not a 500', async () => {
    const res = await t.request('GET', '/trpc/articles%E0%A4%A.list');
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ error: 'Malformed procedure path', code: 'BAD_REQUEST' });
  });

  it('refuses an oversized POST batch of mutations before any of them writes', async () => {
    const emails = Array.from({ length: 11 }, (_, i) => `batch-${i}@example.com`);
    const res = await t.request('POST', `/trpc/${batch(11, 'subscribers.create')}?batch=1`, {
      rawBody: trpcBatchInput(emails.map((email) => ({ email }))),
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(400);
    expect(res.json.code).toBe('BAD_REQUEST');
    const admin = await t.login();
    const stored = await t.request('GET', '/api/subscribers?q=batch-', { cookie: admin });
    expect(stored.json).toEqual([]);
  });
});

describe('the request log', () => {
  it('writes one JSON line per request with its id, method, path, status, duration and user, and no secrets', async () => {
    const log = captureLogs('info');
    let cookie = '';
    let searched;
    try {
      cookie = await t.login();
      searched = await t.request('GET', '/api/subscribers?q=private-search-words', { cookie });
      await t.request('POST', '/api/auth/login', { body: { username: 'admin', password: 'a wrong password typed' } });
    } finally {
      log.restore();
    }
    const lines = log.lines.filter((l) => l.path);
    expect(lines.map((l) => [l.method, l.path, l.status])).toEqual([
      ['POST', '/api/auth/login', 200],
      ['GET', '/api/subscribers', 200],
      ['POST', '/api/auth/login', 401],
    ]);
    for (const line of lines) {
      expect(line).toMatchObject({ level: 'info', time: expect.any(String), reqId: expect.any(String), durationMs: expect.any(Number) });
    }
    const admin = await t.adminUser();
    expect(lines[1]).toMatchObject({ reqId: searched!.headers.get('x-request-id'), userId: admin.id });
    expect(lines[0].userId).toBeUndefined();

    const text = log.text();
    const token = cookie.split('=')[1];
    for (const secret of [
      'correct horse battery staple',
      'a wrong password typed',
      token,
      decodeURIComponent(token),
      'private-search-words',
    ]) {
      expect(text).not.toContain(secret);
    }
  });
});
