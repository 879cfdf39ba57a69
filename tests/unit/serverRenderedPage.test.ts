import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { hydrateServerState, serializeServerState } from '../../src/client/serverState';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { drawnPageTag, loadPageRenderer, serverBuildDir, withRenderedPage } from '../../src/server/http/serverRender';
import { formatUsDate } from '../../src/client/components/public/formatDate';

const shell = `<!doctype html><html><head><title>Muster</title>
    <script type="module" crossorigin src="/assets/index.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react.js">
  </head><body>
    <div id="root">
      <aside aria-label="Veterans Crisis Line">Call 988 and press 1</aside>
    </div>
  </body></html>`;

describe('a page drawn on the server', () => {
  it('takes the place of the plain crisis line inside #root, with its data beside it and the script after', () => {
    const html = withRenderedPage(shell, { html: '<main><h1>Story</h1></main>', state: '{"mutations":[],"queries":[]}' });
    expect(html).toContain('<div id="root"><main><h1>Story</h1></main></div>');
    expect(html).not.toContain('<aside');
    const data = html.indexOf('<script type="application/json" id="muster-state">{"mutations":[],"queries":[]}</script>');
    expect(data).toBeGreaterThan(html.indexOf('</main></div>'));
    expect(data).toBeLessThan(html.indexOf('<script type="module"'));
  });

  it('asks for the scripts after the text, so they do not share a slow line with it', () => {
    const html = withRenderedPage(shell, { html: '<main><h1>Story</h1></main>', state: '{}' });
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).not.toContain('<script');
    expect(head).not.toContain('modulepreload');
    expect(html.indexOf('<script type="module" crossorigin src="/assets/index.js"></script>')).toBeGreaterThan(html.indexOf('</main>'));
    expect(html.indexOf('<link rel="modulepreload" crossorigin href="/assets/react.js">')).toBeGreaterThan(html.indexOf('</main>'));
    expect(html.indexOf('</body>')).toBeGreaterThan(html.indexOf('/assets/react.js'));
  });

  it('leaves a shell without #root as it is (the page is then drawn in the browser)', () => {
    const bare = '<!doctype html><html><body><p>maintenance</p></body></html>';
    expect(withRenderedPage(bare, { html: '<main></main>', state: '{}' })).toBe(bare);
  });

  it("hands over the page's data so no stored text can end its script element, and reads back the same", () => {
    const queryClient = new QueryClient();
    const hostile = 'Headline </script><script>alert(1)</script> <!-- and a comment';
    const sentAt = new Date('2026-11-20T08:00:00Z');
    queryClient.setQueryData([['articles', 'list'], { type: 'query' }], { items: [{ headline: hostile, sentAt }] });
    const state = serializeServerState(queryClient);
    expect(state).not.toContain('<');
    const browser = new QueryClient();
    hydrateServerState(browser, state);
    const back = browser.getQueryData<{ items: { headline: string; sentAt: Date }[] }>([['articles', 'list'], { type: 'query' }]);
    expect(back).toEqual({ items: [{ headline: hostile, sentAt }] });
    expect(back?.items[0].sentAt).toBeInstanceOf(Date);
  });

  it('tags two drawings of the same data alike, and a change in the data differently', async () => {
    const draw = async (headline: string) => {
      const queryClient = new QueryClient();
      queryClient.setQueryData([['articles', 'list'], { input: { limit: 1 }, type: 'query' }], { items: [{ headline }], total: 1 });
      return withRenderedPage(shell, { html: `<main><h1>${headline}</h1></main>`, state: serializeServerState(queryClient) });
    };
    const first = await draw('Same');
    await new Promise((r) => setTimeout(r, 5));
    const second = await draw('Same');
    expect(second).not.toBe(first); // the drawing's times differ
    expect(drawnPageTag(second)).toBe(drawnPageTag(first));
    expect(drawnPageTag(first)).toMatch(/^W\/"[0-9a-f]{40}"$/);
    expect(drawnPageTag(await draw('Other'))).not.toBe(drawnPageTag(first));
  });

  it("never carries the visitor's session: the HTML is the same for every reader", () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData([['auth', 'me'], { type: 'query' }], { authenticated: true, user: { username: 'admin' } });
    queryClient.setQueryData([['legal', 'get'], { input: { page: 'terms' }, type: 'query' }], { body: 'Terms' });
    const browser = new QueryClient();
    hydrateServerState(browser, serializeServerState(queryClient));
    const keys = browser
      .getQueryCache()
      .getAll()
      .map((q) => q.queryKey[0]);
    expect(keys).toEqual([['legal', 'get']]);
  });

  it("dates a story by UTC, as its email does, so the server's page and the reader's browser agree", () => {
    // late evening in New York is already the next day in UTC
    expect(formatUsDate('2026-03-04T23:30:00-05:00')).toBe('March 5, 2026');
    expect(formatUsDate(new Date('2026-03-05T00:10:00Z'))).toBe('March 5, 2026');
  });

  it("uses the server's build of the client when there is one, and draws nothing (no failure) when it is missing or broken", async () => {
    const clientDir = (body: string | null) => {
      const dir = path.join(mkdtempSync(path.join(tmpdir(), 'muster-ssr-')), 'client');
      if (body !== null) {
        mkdirSync(serverBuildDir(dir), { recursive: true });
        writeFileSync(path.join(serverBuildDir(dir), 'entry-server.js'), body);
      }
      return dir;
    };
    const working = await loadPageRenderer(clientDir('export const renderPage = async (url) => ({ html: url, state: "{}" });'))();
    expect(await working?.('/about', fetch)).toEqual({ html: '/about', state: '{}' });
    expect(await loadPageRenderer(clientDir(null))()).toBeNull();
    expect(await loadPageRenderer(clientDir('export const renderPage = ;'))()).toBeNull();
  });
});
