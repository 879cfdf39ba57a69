import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/testApp';
import { trpcData } from '../support/trpcWire';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('HTTP contract', () => {
  it('answers /healthz when the database answers', async () => {
    const res = await t.request('GET', '/healthz');
    expect(res.status).toBe(200);
    expect(res.json.status).toBe('ok');
  });

  it('answers unknown /api paths with a JSON 404', async () => {
    const res = await t.request('GET', '/api/nothing-here');
    expect(res.status).toBe(404);
    expect(res.json).toEqual({ error: 'No such endpoint: GET /api/nothing-here', code: 'NOT_FOUND' });
  });

  it('answers malformed JSON with 400', async () => {
    const res = await t.request('POST', '/api/auth/login', {
      rawBody: '{"username": ',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ error: 'Malformed JSON body', code: 'BAD_REQUEST' });
  });

  it('refuses bodies over 1 MB with 413', async () => {
    const res = await t.request('POST', '/api/auth/login', {
      rawBody: JSON.stringify({ username: 'x'.repeat(1024 * 1024 + 10), password: 'y' }),
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(413);
    expect(res.json.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('refuses cross-site state changes with 403 and lets same-site ones through', async () => {
    const body = { username: 'x', password: 'y' };
    const cross = await t.request('POST', '/api/auth/login', {
      body,
      headers: { origin: 'https://evil.example', host: 'localhost:3000' },
    });
    expect(cross.status).toBe(403);
    const fetchSite = await t.request('POST', '/api/auth/logout', { headers: { 'sec-fetch-site': 'cross-site' } });
    expect(fetchSite.status).toBe(403);
    const same = await t.request('POST', '/api/auth/login', {
      body,
      headers: { origin: 'http://localhost:3000', host: 'localhost:3000' },
    });
    expect(same.status).toBe(401);
  });

  it('marks a JSON answer as data that nothing may load, frame or sniff, and sends none of the page-only headers', async () => {
    for (const res of [
      await t.app.request('/api/auth/me'),
      await t.app.request('/trpc/auth.me'),
      await t.app.request('/api/nothing-here'),
    ]) {
      expect(res.headers.get('content-type')).toMatch(/^application\/json/);
      expect(res.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('x-frame-options')).toBe('DENY');
      expect(res.headers.get('strict-transport-security')).toMatch(/^max-age=\d+/);
      expect(res.headers.get('cross-origin-resource-policy')).toBe('same-origin');
      for (const pageOnly of ['x-xss-protection', 'x-dns-prefetch-control', 'origin-agent-cluster', 'cross-origin-opener-policy']) {
        expect(res.headers.get(pageOnly)).toBeNull();
      }
    }
  });

  it('sends a document the page policy: its own origin, inline styles, the video frames', async () => {
    const res = await t.app.request('/robots.txt');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-security-policy')).toMatch(/default-src 'self'.*frame-src https:\/\/www\.youtube\.com/);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('cross-origin-opener-policy')).toBe('same-origin');
  });

  it('serves the same procedures over tRPC', async () => {
    const app = t.app;
    const res = await app.request('/trpc/auth.me');
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(trpcData(body)).toEqual({ authenticated: false, user: null });
  });
});

describe('compression', () => {
  it('compresses tRPC answers for browsers and leaves the REST paths plain', async () => {
    const t2 = await createTestApp();
    try {
      const trpc = await t2.app.request('/trpc/articles.list', { headers: { 'accept-encoding': 'gzip' } });
      expect(trpc.headers.get('content-encoding')).toBe('gzip');
      const rest = await t2.app.request('/api/articles', { headers: { 'accept-encoding': 'gzip' } });
      expect(rest.headers.get('content-encoding')).toBeNull();
    } finally {
      await t2.close();
    }
  });
});
