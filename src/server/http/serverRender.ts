import { hash } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { SERVER_STATE_ID } from '../../shared/transport';
import { logger } from '../lib/logger';

export type RenderedPage = { html: string; state: string };
type RenderPage = (url: string, fetchTrpc: typeof fetch) => Promise<RenderedPage | null>;
/** Answers a tRPC request in this process, as the visitor at `ip` (anonymous: no cookie). */
export type InProcessTrpc = (request: Request, ip: string) => Promise<Response>;

/** Where `npm run build` puts the server's copy of the client, next to the browser's. */
export const serverBuildDir = (clientDir: string) => `${clientDir}-ssr`;

/**
 * The client's page renderer, built by `vite build --ssr` (scripts/ensure-client-build.mjs),
 * loaded once. Without that build every page is drawn in the browser, as before.
 */
export function loadPageRenderer(clientDir: string): () => Promise<RenderPage | null> {
  const entry = path.join(serverBuildDir(clientDir), 'entry-server.js');
  let loaded: Promise<RenderPage | null> | undefined;
  return () => {
    loaded ??= existsSync(entry)
      ? import(pathToFileURL(entry).href).then(
          (module: { renderPage: RenderPage }) => module.renderPage,
          (error) => {
            logger.error({ err: error, entry }, 'the page renderer could not be loaded; the browser draws every page');
            return null;
          },
        )
      : Promise.resolve(null);
    return loaded;
  };
}

const ROOT = /<div id="root">[\s\S]*?<\/div>/;

/** The times a drawing stamps on the page's data (when it was fetched and handed over). */
const DRAWING_TIMES = /"(?:dehydratedAt|dataUpdatedAt|errorUpdatedAt)":\d+/g;

/**
 * A weak ETag for a drawn page: two drawings of the same data differ only in their times, and
 * mean the same page, so a browser or a CDN revalidating after the keep gets a 304.
 */
export const drawnPageTag = (html: string) => `W/"${hash('sha1', html.replace(DRAWING_TIMES, ''), 'hex')}"`;

/**
 * The shell with the page drawn inside #root (in place of the plain crisis line, which the
 * page's own layout carries) and its data beside it for the browser to start from.
 */
export function withRenderedPage(shell: string, page: RenderedPage): string {
  if (!ROOT.test(shell)) return shell;
  const data = `<script type="application/json" id="${SERVER_STATE_ID}">${page.state}</script>`;
  // The text comes first: the app's scripts (Vite puts them in the head) only take the drawn page
  // over, so they are asked for after it and do not share a slow line's bandwidth with it.
  const scripts = (shell.match(APP_SCRIPTS) ?? []).map((tag) => `\n    ${tag.trim()}`).join('');
  return shell.replace(APP_SCRIPTS, '').replace(ROOT, () => `<div id="root">${page.html}</div>\n    ${data}${scripts}`);
}

/** The app's entry script and the chunks it preloads. */
const APP_SCRIPTS = /\s*<script type="module"[^>]*><\/script>|\s*<link rel="modulepreload"[^>]*>/g;

/** The page's HTML, or null when it cannot be drawn here: the browser then draws it, as before. */
export async function renderOnServer(render: RenderPage, url: string, ip: string, trpc: InProcessTrpc): Promise<RenderedPage | null> {
  const fetchTrpc = ((input: RequestInfo | URL, init?: RequestInit) => trpc(new Request(input, init), ip)) as typeof fetch;
  try {
    return await render(url, fetchTrpc);
  } catch (error) {
    logger.error({ err: error, page: url }, 'page could not be rendered on the server; the browser draws it');
    return null;
  }
}
