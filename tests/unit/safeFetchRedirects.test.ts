import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { safeFetchText } from '../../src/server/lib/safeFetch';

// a public-looking address for the msw hosts, so the connect-time check has something to pass
const resolve = async () => [{ address: '203.0.113.10', family: 4 }];

const server = setupServer(
  http.get('http://feeds.test/to-private', () => new HttpResponse(null, { status: 302, headers: { location: 'http://10.0.0.1/feed' } })),
  http.get('http://feeds.test/to-loopback', () => new HttpResponse(null, { status: 301, headers: { location: 'http://127.0.0.1:9/' } })),
  http.get('http://feeds.test/to-file', () => new HttpResponse(null, { status: 302, headers: { location: 'file:///etc/passwd' } })),
  http.get('http://feeds.test/to-public', () => new HttpResponse(null, { status: 307, headers: { location: '/feed' } })),
  http.get('http://feeds.test/feed', ({ request }) => HttpResponse.text(`ua=${request.headers.get('user-agent')}`)),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

describe('safeFetchText redirects', () => {
  it('checks every hop again: a redirect to a private address is refused', async () => {
    await expect(safeFetchText('http://feeds.test/to-private', { allowPrivate: false, resolve })).rejects.toThrow(
      'Refused: 10.0.0.1 is a private or local address.',
    );
    await expect(safeFetchText('http://feeds.test/to-loopback', { allowPrivate: false, resolve })).rejects.toThrow(
      /^Refused: 127\.0\.0\.1/,
    );
  });

  it('refuses a redirect to another scheme', async () => {
    await expect(safeFetchText('http://feeds.test/to-file', { allowPrivate: false, resolve })).rejects.toThrow(
      'Only http and https URLs can be fetched.',
    );
  });

  it('follows a relative redirect to a public address', async () => {
    const res = await safeFetchText('http://feeds.test/to-public', { allowPrivate: false, resolve });
    expect(res).toMatchObject({ url: 'http://feeds.test/feed', body: 'ua=MusterNewsMonitor/1.0' });
  });
});
