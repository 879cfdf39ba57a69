import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Context, Hono } from 'hono';
import { serveStatic } from '@hono/node-server/serve-static';
import { cacheForEveryone, hasSessionCookie } from './publicCache';
import { describeError, reportError } from './publicError';
import type { Services } from '../services';
import { findPage } from '../pages/findPage';
import type { PageMeta } from '../pages/publicPages';
import { renderPageHead, withPageHead } from '../pages/pageHead';
import { SITE_DESCRIPTION } from '../../shared/site';
import { drawnPageTag, type InProcessTrpc, loadPageRenderer, type RenderedPage, renderOnServer, withRenderedPage } from './serverRender';
import { drawingSlots, type RenderedPageCache } from './renderedPageCache';

export const clientDistDir = path.resolve(process.cwd(), 'dist/client');

export type ClientOptions = {
  services: Services;
  publicUrl: string;
  distDir?: string;
  /** the procedures a page reads while it is drawn here; the client's build does the drawing */
  trpc: InProcessTrpc;
  clientIp: (c: Context) => string;
  /** drawn pages kept a few seconds; emptied by any write */
  drawnPages: RenderedPageCache<RenderedPage | null>;
};

/**
 * Serves the built client; any other non-API path gets index.html for the router, with the
 * page's own head (title, description, link preview) and 404 for an address no page has.
 */
export function mountClient(app: Hono, { services, publicUrl, distDir = clientDistDir, trpc, clientIp, drawnPages }: ClientOptions) {
  distDir = path.resolve(distDir);
  const pageRenderer = loadPageRenderer(distDir);
  // loaded now rather than on the first reader's request (it takes a second or two)
  void pageRenderer();
  const slot = drawingSlots();
  const indexFile = path.join(distDir, 'index.html');
  const root = path.relative(process.cwd(), distDir) || '.';
  app.use('/assets/*', async (c, next) => {
    await next();
    if (c.res.status === 200) c.header('cache-control', 'public, max-age=31536000, immutable');
  });
  // the shell and the unhashed files: kept, asked again each time (304 when unchanged)
  const revalidate = cacheForEveryone();
  app.use('*', (c, next) => (c.req.path.startsWith('/assets/') ? next() : revalidate(c, next)));
  // the build's .br and .gz copies go to browsers that take them; `compress` leaves an encoded answer be
  const files = serveStatic({ root, precompressed: true });
  // a folder address would get index.html as it is built, without the page's head
  app.use('*', (c, next) => (c.req.path.endsWith('/') || c.req.path === '/index.html' ? next() : files(c, next)));
  app.get('*', async (c) => {
    if (!existsSync(indexFile)) {
      return c.text('The client is not built yet: run `npm run build`.', 503);
    }
    const shell = readFileSync(indexFile, 'utf8');
    let page: { status: number; meta: PageMeta };
    try {
      page = await findPage(c.req.path, services);
    } catch (error) {
      // the database is away: the shell still loads, and the client says what it cannot show
      const described = describeError(error);
      reportError(error, described, { page: c.req.path });
      page = { status: described.status, meta: { description: SITE_DESCRIPTION, private: true } };
    }
    let html = withPageHead(shell, renderPageHead(page.meta, publicUrl));
    // a public page comes drawn, the same for every reader; a signed-in one (drafts, the
    // newsroom) and a private link are drawn in the browser with the visitor's own session
    const render = page.status === 200 && !page.meta.private && !hasSessionCookie(c) && (await pageRenderer());
    if (render) {
      const url = new URL(c.req.url);
      const address = `${url.pathname}${url.search}`;
      // all slots busy: this reader gets the shell and the browser draws the page
      const drawn = await drawnPages.get(address, () => slot(() => renderOnServer(render, address, clientIp(c), trpc))).catch(() => null);
      if (drawn) {
        html = withRenderedPage(html, drawn);
        c.header('etag', drawnPageTag(html));
      }
    }
    // drawn for a visitor without a session, not for one with it: a shared cache keeps them apart
    c.header('vary', 'Cookie', { append: true });
    return c.html(html, page.status as 200);
  });
}
