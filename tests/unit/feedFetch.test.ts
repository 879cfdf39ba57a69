import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchFeed } from '../../src/server/lib/feeds/fetchFeed';

/** The feed reader over real HTTP: each format, broken and hostile feeds, conditional GET. */

const FEEDS: Record<string, { type: string; body: string }> = {
  '/rss': {
    type: 'application/rss+xml; charset=utf-8',
    body: `<?xml version="1.0"?><rss version="2.0" xmlns:content="http://purl.org/rss/1.0/modules/content/"><channel><title>VA News</title><link>https://news.va.test/</link>
      <item><title>PACT Act deadline &amp; what to file</title><link>/pact</link><description>&lt;p&gt;File by &lt;b&gt;Friday&lt;/b&gt;.&lt;/p&gt;</description>
      <content:encoded><![CDATA[<p>Full <em>story</em></p>]]></content:encoded><pubDate>Mon, 05 Jan 2026 10:00:00 GMT</pubDate></item></channel></rss>`,
  },
  '/rdf': {
    type: 'application/rdf+xml',
    body: `<rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#" xmlns="http://purl.org/rss/1.0/" xmlns:dc="http://purl.org/dc/elements/1.1/">
      <channel rdf:about="https://x.test/"><title>RDF wire</title></channel>
      <item rdf:about="https://x.test/1"><title>GI Bill</title><link>https://x.test/1</link><dc:date>2026-01-01T00:00:00Z</dc:date></item></rdf:RDF>`,
  },
  '/atom': {
    type: 'application/atom+xml',
    body: `<feed xmlns="http://www.w3.org/2005/Atom" xml:base="https://dod.test/news/"><title type="xhtml"><div xmlns="http://www.w3.org/1999/xhtml">DoD <b>Releases</b></div></title>
      <entry><title type="html">TRICARE &amp;amp; you</title><link rel="self" href="self"/><link href="tricare"/>
      <summary type="xhtml"><div xmlns="http://www.w3.org/1999/xhtml"><p>Coverage <em>changes</em></p></div></summary>
      <content type="application/octet-stream">UEFDVCBBY3Q=</content><updated>2026-01-05T12:00:00Z</updated></entry></feed>`,
  },
  '/json': {
    type: 'application/feed+json',
    body: JSON.stringify({
      version: 'https://jsonfeed.org/version/1.1',
      title: 'Stripes',
      items: [
        {
          id: '1',
          title: 'Burn pits',
          url: 'https://stripes.test/1',
          content_html: '<p>New <b>rule</b></p>',
          date_published: '2026-01-02T00:00:00Z',
        },
      ],
    }),
  },
  '/malformed': {
    type: 'text/xml',
    body: '<rss><channel><title>A & B</title><item><title>Still read</title><link>https://m.test/1</link></item>',
  },
  '/garbage': { type: 'text/xml', body: 'plain text <<< not xml' },
};

let server: Server;
let base: string;
let conditional: { ifNoneMatch?: string; ifModifiedSince?: string } = {};

beforeAll(async () => {
  server = createServer((req, res) => {
    const path = req.url ?? '/';
    if (path === '/etag') {
      conditional = { ifNoneMatch: req.headers['if-none-match'], ifModifiedSince: req.headers['if-modified-since'] };
      if (req.headers['if-none-match'] === '"v1"') return res.writeHead(304).end();
      return res
        .writeHead(200, { etag: '"v1"', 'last-modified': 'Mon, 05 Jan 2026 10:00:00 GMT', 'content-type': 'text/xml' })
        .end(FEEDS['/rss'].body);
    }
    if (path === '/huge') {
      res.writeHead(200, { 'content-type': 'text/xml' });
      res.write('<rss><channel>');
      for (let i = 0; i < 300; i += 1) res.write(`<item><title>${'x'.repeat(1000)}</title></item>`);
      return res.end('</channel></rss>');
    }
    if (path === '/slow') return; // never answers
    const feed = FEEDS[path];
    if (!feed) return res.writeHead(404).end();
    res.writeHead(200, { 'content-type': feed.type }).end(feed.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.closeAllConnections();
  return new Promise<void>((resolve) => server.close(() => resolve()));
});

const local = { allowPrivate: true };
const read = async (path: string, options = {}) => {
  const res = await fetchFeed(`${base}${path}`, null, { ...local, ...options });
  if (res.notModified) throw new Error('unexpected 304');
  return res.feed;
};

describe('fetchFeed over loopback', () => {
  it('reads RSS 2.0: HTML description as text, content:encoded apart, relative link resolved', async () => {
    const feed = await read('/rss');
    expect(feed).toMatchObject({ format: 'rss', title: 'VA News', link: 'https://news.va.test/', wellFormed: true });
    expect(feed.items[0]).toMatchObject({
      title: 'PACT Act deadline & what to file',
      link: `${base}/pact`,
      summary: 'File by Friday.',
      content: 'Full story',
      published: 'Mon, 05 Jan 2026 10:00:00 GMT',
    });
  });

  it('reads RSS 1.0 (RDF) with dc:date', async () => {
    const feed = await read('/rdf');
    expect(feed).toMatchObject({ format: 'rdf', title: 'RDF wire' });
    expect(feed.items[0]).toMatchObject({ title: 'GI Bill', link: 'https://x.test/1', published: '2026-01-01T00:00:00Z' });
  });

  it('reads Atom: xhtml and html text, base64 content, alternate link against xml:base', async () => {
    const feed = await read('/atom');
    expect(feed).toMatchObject({ format: 'atom', title: 'DoD Releases' });
    expect(feed.items[0]).toMatchObject({
      title: 'TRICARE & you',
      link: 'https://dod.test/news/tricare',
      summary: 'Coverage changes',
      content: 'PACT Act',
      published: '2026-01-05T12:00:00Z',
    });
  });

  it('reads JSON Feed', async () => {
    const feed = await read('/json');
    expect(feed).toMatchObject({ format: 'json', title: 'Stripes' });
    expect(feed.items[0]).toMatchObject({ title: 'Burn pits', link: 'https://stripes.test/1', summary: 'New rule', guid: '1' });
  });

  it('reads a malformed feed as far as it goes, and refuses what is not a feed at all', async () => {
    const feed = await read('/malformed');
    expect(feed.wellFormed).toBe(false);
    expect(feed.items[0]).toMatchObject({ title: 'Still read', link: 'https://m.test/1' });
    await expect(read('/garbage')).rejects.toThrow(/Not a readable XML feed/);
  });

  it('refuses a feed past the size limit and a feed past the time limit', async () => {
    await expect(read('/huge', { maxBytes: 100_000 })).rejects.toThrow('The response is larger than 100000 bytes.');
    await expect(read('/slow', { timeoutMs: 300 })).rejects.toThrow('Timed out after 0.3 s.');
  });

  it('sends the validators it was given back, and a 304 means nothing to read', async () => {
    const first = await fetchFeed(`${base}/etag`, null, local);
    expect(first).toMatchObject({ notModified: false, validators: { etag: '"v1"', lastModified: 'Mon, 05 Jan 2026 10:00:00 GMT' } });
    const second = await fetchFeed(`${base}/etag`, first.validators, local);
    expect(conditional).toEqual({ ifNoneMatch: '"v1"', ifModifiedSince: 'Mon, 05 Jan 2026 10:00:00 GMT' });
    expect(second).toEqual({ notModified: true, validators: first.validators });
  });

  it('refuses the loopback server itself when private addresses are not allowed', async () => {
    await expect(fetchFeed(`${base}/rss`, null, { allowPrivate: false })).rejects.toThrow(/^Refused: 127\.0\.0\.1/);
  });
});

describe('fetchFeed redirects to private addresses', () => {
  const resolve = async () => [{ address: '203.0.113.10', family: 4 }];
  const msw = setupServer(
    http.get(
      'http://feeds.test/to-loopback',
      () => new HttpResponse(null, { status: 302, headers: { location: 'http://127.0.0.1/feed' } }),
    ),
    http.get('http://feeds.test/to-metadata', () =>
      HttpResponse.text('', { status: 301, headers: { location: 'http://169.254.169.254/latest/meta-data/' } }),
    ),
  );
  beforeAll(() => msw.listen({ onUnhandledRequest: 'error' }));
  afterAll(() => msw.close());

  it('refuses a redirect to 127.0.0.1 or to the cloud metadata address', async () => {
    await expect(fetchFeed('http://feeds.test/to-loopback', null, { allowPrivate: false, resolve })).rejects.toThrow(
      'Refused: 127.0.0.1 is a private or local address.',
    );
    await expect(fetchFeed('http://feeds.test/to-metadata', null, { allowPrivate: false, resolve })).rejects.toThrow(
      'Refused: 169.254.169.254 is a private or local address.',
    );
  });
});
