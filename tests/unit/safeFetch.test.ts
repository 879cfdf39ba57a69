import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPrivateAddress, SAFE_FETCH_USER_AGENT, safeFetchText, SafeFetchError } from '../../src/server/lib/safeFetch';

describe('isPrivateAddress', () => {
  it.each([
    '127.0.0.1',
    '127.255.0.9',
    '10.0.0.1',
    '172.16.5.4',
    '172.31.255.255',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '224.0.0.1',
    '255.255.255.255',
    '::1',
    '::',
    'fc00::1',
    'fd12:3456::1',
    'fe80::1',
    '::ffff:127.0.0.1',
    '::ffff:10.0.0.1',
    'not an ip',
    // documentation, benchmarking, reserved and other special-purpose IPv4 ranges
    '192.0.2.1',
    '198.51.100.20',
    '203.0.113.200',
    '198.18.0.1',
    '192.0.0.8',
    '192.88.99.1',
    '240.0.0.1',
    // IPv4-compatible (deprecated), IPv4-translated, NAT64 and 6to4 forms of private addresses
    '::127.0.0.1',
    '::7f00:1',
    '::10.0.0.1',
    '::8.8.8.8',
    '::ffff:0:127.0.0.1',
    '::ffff:0:a00:1',
    '64:ff9b::127.0.0.1',
    '64:ff9b::a9fe:a9fe',
    '64:ff9b:1::8.8.8.8',
    '2002:7f00:1::1',
    '2002:c0a8:101::1',
    // Teredo, documentation, benchmarking, ORCHID, discard, site-local, SRv6 and unallocated IPv6
    '2001::1',
    '2001:0:4136:e378:8000:63bf:3fff:fdd2',
    '2001:db8::1',
    '3fff::1',
    '2001:2::1',
    '2001:10::1',
    '2001:20::1',
    '100::1',
    'fec0::1',
    '5f00::1',
    '4000::1',
    'fe80::1%eth0',
  ])('refuses %s', (address) => {
    expect(isPrivateAddress(address)).toBe(true);
  });

  it.each([
    '8.8.8.8',
    '93.184.216.34',
    '172.32.0.1',
    '192.169.0.1',
    '2606:4700::1111',
    '::ffff:8.8.8.8',
    '::ffff:0:8.8.8.8',
    '64:ff9b::8.8.8.8',
    '2002:808:808::1',
    // globally reachable anycast services the IANA registries list (AS112, AMT)
    '192.31.196.1',
    '2001:4:112::1',
  ])('allows %s', (address) => {
    expect(isPrivateAddress(address)).toBe(false);
  });
});

describe('safeFetchText refusals (nothing is fetched)', () => {
  it.each([
    'http://127.0.0.1/',
    'http://10.0.0.1/',
    'http://[::1]:8080/feed',
    'http://169.254.169.254/latest/meta-data',
    'http://[::ffff:127.0.0.1]/',
    'http://2130706433/',
    'http://[::127.0.0.1]/',
    'http://[64:ff9b::169.254.169.254]/',
    'http://[2002:a9fe:a9fe::]/',
    'http://[2001:db8::1]/',
    'http://203.0.113.5/',
  ])('refuses %s when private addresses are not allowed', async (url) => {
    await expect(safeFetchText(url, { allowPrivate: false })).rejects.toThrow(/^Refused: .* is a private or local address\.$/);
  });

  it.each(['file:///etc/passwd', 'ftp://example.org/feed', 'gopher://x/', 'javascript:alert(1)'])(
    'refuses the scheme of %s',
    async (url) => {
      await expect(safeFetchText(url, { allowPrivate: true })).rejects.toThrow('Only http and https URLs can be fetched.');
    },
  );

  it('refuses a malformed URL', async () => {
    await expect(safeFetchText('not a url', { allowPrivate: false })).rejects.toBeInstanceOf(SafeFetchError);
  });

  it('refuses a host name that resolves to a private address, at connect time', async () => {
    const resolve = async () => [{ address: '10.1.2.3', family: 4 }];
    await expect(safeFetchText('http://intranet.test/feed', { allowPrivate: false, resolve })).rejects.toThrow(
      'Refused: intranet.test resolves to a private or local address.',
    );
  });

  it('refuses a host name when any of its addresses is private', async () => {
    const resolve = async () => [
      { address: '93.184.216.34', family: 4 },
      { address: '::1', family: 6 },
    ];
    await expect(safeFetchText('https://mixed.test/feed', { allowPrivate: false, resolve })).rejects.toThrow(/resolves to a private/);
  });

  it('reports a host that does not resolve', async () => {
    const resolve = async () => {
      throw Object.assign(new Error('getaddrinfo ENOTFOUND nowhere.test'), { code: 'ENOTFOUND' });
    };
    await expect(safeFetchText('http://nowhere.test/', { allowPrivate: false, resolve })).rejects.toThrow(
      'Could not resolve nowhere.test.',
    );
  });
});

describe('safeFetchText against a local server (private addresses allowed, as in development)', () => {
  let server: Server;
  let base: string;
  let lastUserAgent: string | undefined;
  const big = 'x'.repeat(5000);

  beforeAll(async () => {
    server = createServer((req, res) => {
      lastUserAgent = req.headers['user-agent'];
      const path = req.url ?? '/';
      const hop = /^\/hop\/(\d+)$/.exec(path);
      if (hop) {
        const n = Number(hop[1]);
        res.writeHead(302, { location: n > 1 ? `/hop/${n - 1}` : '/feed' }).end();
      } else if (path === '/feed') {
        res.writeHead(200, { 'content-type': 'application/rss+xml; charset=utf-8' }).end('<rss>ok é</rss>');
      } else if (path === '/big-declared') {
        res.writeHead(200, { 'content-length': String(big.length) }).end(big);
      } else if (path === '/big-chunked') {
        res.writeHead(200);
        res.write(big.slice(0, 2500));
        res.end(big.slice(2500));
      } else if (path === '/gzip') {
        res.writeHead(200, { 'content-encoding': 'gzip' }).end(gzipSync('<rss>zipped</rss>'));
      } else if (path === '/gzip-bomb') {
        res.writeHead(200, { 'content-encoding': 'gzip' }).end(gzipSync(Buffer.alloc(100_000)));
      } else if (path === '/slow') {
        // never answers
      } else {
        res.writeHead(404).end('missing');
      }
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => {
    server.closeAllConnections();
    return new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('fetches text and identifies itself', async () => {
    const res = await safeFetchText(`${base}/feed`, { allowPrivate: true });
    expect(res).toMatchObject({ status: 200, body: '<rss>ok é</rss>', contentType: 'application/rss+xml; charset=utf-8' });
    expect(lastUserAgent).toBe(SAFE_FETCH_USER_AGENT);
    expect(SAFE_FETCH_USER_AGENT).toBe('MusterNewsMonitor/1.0');
  });

  it('follows up to three redirects and refuses a fourth', async () => {
    const res = await safeFetchText(`${base}/hop/3`, { allowPrivate: true });
    expect(res.url).toBe(`${base}/feed`);
    await expect(safeFetchText(`${base}/hop/4`, { allowPrivate: true })).rejects.toThrow('Too many redirects (more than 3).');
  });

  it('caps the body, declared or not, and after decompression', async () => {
    await expect(safeFetchText(`${base}/big-declared`, { allowPrivate: true, maxBytes: 1000 })).rejects.toThrow('larger than 1000 bytes');
    await expect(safeFetchText(`${base}/big-chunked`, { allowPrivate: true, maxBytes: 1000 })).rejects.toThrow('larger than 1000 bytes');
    await expect(safeFetchText(`${base}/gzip-bomb`, { allowPrivate: true, maxBytes: 1000 })).rejects.toThrow('larger than 1000 bytes');
    expect((await safeFetchText(`${base}/big-chunked`, { allowPrivate: true, maxBytes: 5000 })).body).toHaveLength(5000);
  });

  it('decompresses gzip', async () => {
    expect((await safeFetchText(`${base}/gzip`, { allowPrivate: true })).body).toBe('<rss>zipped</rss>');
  });

  it('gives up after the timeout', async () => {
    await expect(safeFetchText(`${base}/slow`, { allowPrivate: true, timeoutMs: 200 })).rejects.toThrow('Timed out after 0.2 s.');
  });

  it('reports a non-2xx answer', async () => {
    await expect(safeFetchText(`${base}/nothing`, { allowPrivate: true })).rejects.toThrow('The server answered HTTP 404.');
  });

  it('refuses the same local server when private addresses are not allowed', async () => {
    await expect(safeFetchText(`${base}/feed`, { allowPrivate: false })).rejects.toThrow(/^Refused/);
  });
});
