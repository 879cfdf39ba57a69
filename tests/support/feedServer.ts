import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A loopback feed server that counts its requests and answers conditional GETs with a 304. */
export async function startFeedServer(feeds: Record<string, string>) {
  const hits: { path: string; ifNoneMatch?: string }[] = [];
  const server: Server = createServer((req, res) => {
    const path = req.url ?? '/';
    hits.push({ path, ifNoneMatch: req.headers['if-none-match'] });
    const body = feeds[path];
    if (body === undefined) return res.writeHead(503).end('down');
    const etag = `"${Buffer.from(body).length}"`;
    if (req.headers['if-none-match'] === etag) return res.writeHead(304, { etag }).end();
    res.writeHead(200, { 'content-type': 'application/rss+xml', etag }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    base,
    url: (path: string) => `${base}${path}`,
    hits,
    feeds,
    close: () => {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
export type FeedServer = Awaited<ReturnType<typeof startFeedServer>>;

export const rssOf = (title: string, items: { title: string; link: string; description?: string; pubDate?: string }[]) =>
  `<?xml version="1.0"?><rss version="2.0"><channel><title>${title}</title>${items
    .map(
      (i) =>
        `<item><title>${i.title}</title><link>${i.link}</link><description>${i.description ?? ''}</description>${
          i.pubDate ? `<pubDate>${i.pubDate}</pubDate>` : ''
        }</item>`,
    )
    .join('')}</channel></rss>`;
