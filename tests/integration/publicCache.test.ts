import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/server/app';
import { createTestApp, type TestApp } from '../support/testApp';
import { createArticle } from '../factories/articles';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
  await createArticle({ headline: 'First story' }, t.db);
});
afterAll(() => t.close());

describe('public reads: Cache-Control, ETag, 304', () => {
  it('a public REST list is cacheable, answers 304 to its ETag, and a new ETag once the data changes', async () => {
    const first = await t.request('GET', '/api/articles?limit=20');
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('public, max-age=60, stale-while-revalidate=300');
    expect(first.headers.get('vary')).toMatch(/cookie/i);
    const tag = first.headers.get('etag');
    expect(tag).toMatch(/^"[0-9a-f]+"$/);

    const again = await t.request('GET', '/api/articles?limit=20', { headers: { 'if-none-match': tag! } });
    expect(again.status).toBe(304);
    expect(again.text).toBe('');
    expect(again.headers.get('etag')).toBe(tag);
    expect(again.headers.get('cache-control')).toBe(first.headers.get('cache-control'));

    await createArticle({ headline: 'Second story' }, t.db);
    const changed = await t.request('GET', '/api/articles?limit=20', { headers: { 'if-none-match': tag! } });
    expect(changed.status).toBe(200);
    expect(changed.json.map((a: { headline: string }) => a.headline)).toContain('Second story');
    expect(changed.headers.get('etag')).not.toBe(tag);
  });

  it('a public tRPC query over GET is cacheable; compressed, its tag is weak and still matches', async () => {
    // what the browser asks for the list without input
    const path = '/trpc/articles.list';
    const plain = await t.request('GET', path);
    expect(plain.headers.get('cache-control')).toMatch(/^public, max-age=\d+, stale-while-revalidate=\d+$/);
    const zipped = await t.request('GET', path, { headers: { 'accept-encoding': 'gzip' } });
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    expect(zipped.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(zipped.headers.get('etag')).toBe(`W/${plain.headers.get('etag')}`);
    const revalidated = await t.request('GET', path, {
      headers: { 'accept-encoding': 'gzip', 'if-none-match': zipped.headers.get('etag')! },
    });
    expect(revalidated.status).toBe(304);
    expect(revalidated.text).toBe('');
  });

  it('admin reads, a signed-in auth.me and any read with a session are private, no-store, without ETag', async () => {
    const adminList = await t.request('GET', '/api/subscribers', { cookie: admin });
    expect(adminList.status).toBe(200);
    expect(adminList.headers.get('cache-control')).toBe('private, no-store');
    expect(adminList.headers.get('etag')).toBeNull();

    for (const path of ['/trpc/auth.me', '/api/auth/me']) {
      const me = await t.request('GET', path, { cookie: admin });
      expect(me.status).toBe(200);
      expect(me.headers.get('cache-control')).toBe('private, no-store');
      expect(me.headers.get('etag')).toBeNull();
    }
    const signedInPublic = await t.request('GET', '/api/articles', { cookie: admin });
    expect(signedInPublic.headers.get('cache-control')).toBe('private, no-store');
    // a batch is only as public as its most private call
    const batch = await t.request('GET', '/trpc/articles.list,auth.me?batch=1&input=%7B%7D');
    expect(batch.headers.get('cache-control')).toBe('private, no-store');
  });

  it('errors and refusals are never cached', async () => {
    for (const [path, status] of [
      ['/api/subscribers', 401],
      ['/api/articles/00000000-0000-4000-8000-000000000000', 404],
      ['/api/articles?limit=abc', 400],
      ['/api/no-such-thing', 404],
      ['/trpc/articles.list%E0%A4%A', 400],
    ] as const) {
      const res = await t.request('GET', path);
      expect(res.status, path).toBe(status);
      expect(res.headers.get('cache-control'), path).toBe('private, no-store');
      expect(res.headers.get('etag'), path).toBeNull();
    }
  });
});

describe('the HTML shell and assets', () => {
  it('the shell revalidates with an ETag (304 when unchanged); hashed assets are immutable', async () => {
    const clientDir = mkdtempSync(path.join(tmpdir(), 'muster-client-'));
    writeFileSync(path.join(clientDir, 'index.html'), '<!doctype html><title>Muster</title><div id="root"></div>');
    mkdirSync(path.join(clientDir, 'assets'));
    writeFileSync(path.join(clientDir, 'assets', 'main-3f2a1b.js'), 'console.log(1)');
    const app = createApp({ ...t.runtime, clientDir });

    for (const page of ['/', '/newsletters']) {
      const shell = await app.request(page);
      expect(shell.status, page).toBe(200);
      expect(shell.headers.get('cache-control'), page).toBe('public, no-cache');
      const tag = shell.headers.get('etag');
      expect(tag, page).toBeTruthy();
      // a signed-in visitor gets the page drawn in the browser, never a shared cache's drawn copy
      expect(shell.headers.get('vary'), page).toMatch(/cookie/i);
      const again = await app.request(page, { headers: { 'if-none-match': tag! } });
      expect(again.status, page).toBe(304);
      expect(again.headers.get('vary'), page).toMatch(/cookie/i);
      expect(await again.text(), page).toBe('');
    }
    const asset = await app.request('/assets/main-3f2a1b.js');
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    // a script is not a document: the short set of data (decision 0039), nosniff kept
    expect(asset.headers.get('x-content-type-options')).toBe('nosniff');
    expect(asset.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(asset.headers.get('referrer-policy')).toBeNull();
  });

  it("sends an asset's brotli or gzip copy made at build time to a browser that takes it, and the file itself to one that does not", async () => {
    const clientDir = mkdtempSync(path.join(tmpdir(), 'muster-client-'));
    writeFileSync(path.join(clientDir, 'index.html'), '<!doctype html><title>Muster</title><div id="root"></div>');
    mkdirSync(path.join(clientDir, 'assets'));
    const source = `export const words = ${JSON.stringify('veterans news '.repeat(400))};`;
    const file = path.join(clientDir, 'assets', 'index-9c8b7a.js');
    writeFileSync(file, source);
    writeFileSync(`${file}.br`, brotliCompressSync(source));
    writeFileSync(`${file}.gz`, gzipSync(source, { level: 9 }));
    const app = createApp({ ...t.runtime, clientDir });
    const fetchAsset = async (acceptEncoding?: string) => {
      const res = await app.request('/assets/index-9c8b7a.js', { headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });
      return { res, body: Buffer.from(await res.arrayBuffer()) };
    };

    const br = await fetchAsset('gzip, deflate, br, zstd');
    expect(br.res.headers.get('content-encoding')).toBe('br');
    expect(br.res.headers.get('content-type')).toMatch(/javascript/);
    expect(br.res.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(br.res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(br.body).toString()).toBe(source);

    const gzip = await fetchAsset('gzip, deflate');
    expect(gzip.res.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(source);

    const plain = await fetchAsset();
    expect(plain.res.headers.get('content-encoding')).toBeNull();
    expect(plain.body.toString()).toBe(source);

    // an unhashed file is revalidated: its compressed copy carries its own tag and answers 304
    const icon = '<svg xmlns="http://www.w3.org/2000/svg"><title>Muster</title></svg>'.repeat(20);
    writeFileSync(path.join(clientDir, 'favicon.svg'), icon);
    writeFileSync(path.join(clientDir, 'favicon.svg.br'), brotliCompressSync(icon));
    const first = await app.request('/favicon.svg', { headers: { 'accept-encoding': 'br' } });
    expect(first.headers.get('content-encoding')).toBe('br');
    expect(first.headers.get('cache-control')).toBe('public, no-cache');
    expect(brotliDecompressSync(Buffer.from(await first.arrayBuffer())).toString()).toBe(icon);
    const tag = first.headers.get('etag');
    expect(tag).toBeTruthy();
    const again = await app.request('/favicon.svg', { headers: { 'accept-encoding': 'br', 'if-none-match': tag! } });
    expect(again.status).toBe(304);
  });
});
