import { text } from 'node:stream/consumers';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { createMemoryHistory } from '@tanstack/react-router';
import type { Query, QueryClient } from '@tanstack/react-query';
import { App } from './App';
import { createAppRouter } from './router';
import { createQueryClient } from './queryClient';
import { createUnbatchedTrpcClient } from './trpc';
import { Api } from './api/api';
import { bindTrpc } from './api/trpcBinding';
import { isSessionQuery, serializeServerState } from './serverState';

/** The address the in-process tRPC calls are made to; the server's `fetch` never opens a socket. */
const IN_PROCESS_TRPC = 'http://muster.internal/trpc';

/** React's mark of a part left for the browser to draw (it suspended during renderToString). */
const CLIENT_RENDERED = '<!--$!-->';

/** Enough for a query that needs another's answer (the home page's latest newsletter, say). */
const MAX_PASSES = 4;

export type RenderedPage = { html: string; state: string };

/** A query its component switched off (`enabled: false`, waiting on another's answer, say). */
function switchedOff(query: Query): boolean {
  const { enabled } = query.options as { enabled?: boolean | ((q: Query) => boolean) };
  return typeof enabled === 'function' ? !enabled(query) : enabled === false;
}

/** Fetches every query the page asked for that nobody has fetched yet; how many there were. */
async function fetchWhatThePageReads(queryClient: QueryClient): Promise<number> {
  const waiting = queryClient
    .getQueryCache()
    .findAll({ predicate: (q) => q.state.status === 'pending' && !isSessionQuery(q) && !switchedOff(q) })
    // a failure is kept in the query's state: the page is then not drawn here (below)
    .map((q) => q.fetch().catch(() => undefined));
  await Promise.all(waiting);
  return waiting.length;
}

/** Draws the page and waits for its lazy parts (the sanitizer, the chat) to load. */
async function loadLazyParts(app: ReactNode): Promise<void> {
  const { prelude } = await prerenderToNodeStream(app);
  await text(prelude);
}

/**
 * A public page as HTML with its data, for the browser to hydrate without fetching again;
 * null when one of its reads failed.
 * Each pass draws what the data so far allows, then fetches what that drawing asked for, until
 * nothing is missing. The last pass suspends nowhere, so the HTML needs none of React's inline
 * scripts (which the CSP would block) to put late parts in place.
 */
export async function renderPage(url: string, fetchTrpc: typeof fetch): Promise<RenderedPage | null> {
  const queryClient = createQueryClient();
  const api = new Api(queryClient, bindTrpc(queryClient, createUnbatchedTrpcClient(IN_PROCESS_TRPC, fetchTrpc)));
  const router = createAppRouter({ queryClient, api }, createMemoryHistory({ initialEntries: [url] }), { onServer: true });
  await router.load();
  const app = <App router={router} queryClient={queryClient} api={api} />;
  let html = renderToString(app);
  for (let pass = 1; pass < MAX_PASSES; pass++) {
    const suspended = html.includes(CLIENT_RENDERED);
    if (suspended) await loadLazyParts(app);
    // the HTML and the data handed over must agree: nothing is fetched after the last drawing
    if ((await fetchWhatThePageReads(queryClient)) === 0 && !suspended) break;
    html = renderToString(app);
  }
  // a read that failed here is the browser's to try again, from a page it draws itself (the
  // error on the server's page would not match what the browser draws while it retries)
  if (queryClient.getQueryCache().findAll({ predicate: (q) => q.state.status === 'error' && !isSessionQuery(q) }).length) return null;
  return { html, state: serializeServerState(queryClient) };
}
