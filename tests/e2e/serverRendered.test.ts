import { describe, expect, it } from 'vitest';
import { checkChromium } from './support/browser';
import { adminApi } from './support/publicData';
import { PHONE, useBrowserSession } from './support/session';
import { RENDERED_PAGE_TTL_MS } from '../../src/server/http/renderedPageCache';

/** The tRPC procedures a page asked the server for, by name. */
const procedures = (urls: string[]) =>
  urls.flatMap((u) => new URL(u).pathname.replace('/trpc/', '').split(',')).filter((name) => name !== '');

describe.skipIf(!checkChromium())('Public pages drawn on the server (browser)', () => {
  const session = useBrowserSession();

  async function publishStory(headline: string) {
    const api = await adminApi(session.baseUrl());
    const article = await api.createArticle({
      headline,
      section: 'top_story',
      content: '<p>Drawn on the server, readable before any script runs.</p>',
    });
    await api.sendNewsletter(`Edition with ${headline}`, [article.id]);
    return { api, article };
  }

  it("an article's HTML, fetched without JavaScript, carries its headline, text, title and description", async () => {
    const { article } = await publishStory('Server Drawn Story');
    const response = await fetch(`${session.baseUrl()}/articles/${article.slug}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    const root = html.slice(html.indexOf('<div id="root">'));
    expect(root).toMatch(/<h1[^>]*>Server Drawn Story<\/h1>/);
    expect(root).toContain('Drawn on the server, readable before any script runs.');
    expect(root).toContain('href="tel:988"');
    expect(html).toContain('<title>Server Drawn Story · Muster</title>');
    expect(html).toContain('<meta name="description" content="Drawn on the server, readable before any script runs." />');
    expect(html).toContain('<script type="application/json" id="muster-state">');
  });

  it('an unchanged page drawn again keeps its ETag, so a revalidating browser or CDN gets a 304', async () => {
    const { article } = await publishStory('Revalidated Story');
    const address = `${session.baseUrl()}/articles/${article.slug}`;
    const first = await fetch(address);
    const tag = first.headers.get('etag');
    expect(first.status).toBe(200);
    expect(tag).toBeTruthy();
    // past the keep, so the page is drawn anew rather than served from what was kept
    await new Promise((r) => setTimeout(r, RENDERED_PAGE_TTL_MS + 500));
    const again = await fetch(address, { headers: { 'if-none-match': tag as string } });
    expect(again.status).toBe(304);
  });

  it('a reader without JavaScript sees the home page and the story, with the crisis line', async () => {
    await publishStory('No Script Story');
    const { page, url } = await session.open(PHONE, { javaScript: false });
    await page.goto(url('/'));
    await page.getByRole('heading', { name: 'No Script Story' }).first().waitFor();
    await page.getByRole('link', { name: 'Call 988 and press 1' }).first().waitFor();
    await page.getByRole('link', { name: 'Read Full Article' }).first().click();
    await page.getByRole('heading', { level: 1, name: 'No Script Story' }).waitFor();
  });

  it('the app takes over the drawn page without fetching its data again, and then works as before', async () => {
    await publishStory('Hydrated Story');
    const { page, url } = await session.open();
    const asked: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/trpc/')) asked.push(request.url());
    });
    // the session check starts once the page is live, which on a loaded machine can come after the
    // network first falls idle: wait for it, then for the network to settle again
    const sessionAsked = page.waitForRequest((request) => new URL(request.url()).pathname.includes('auth.me'));
    await page.goto(url('/'), { waitUntil: 'networkidle' });
    await sessionAsked;
    await page.waitForLoadState('networkidle');
    // only the visitor's own session is asked for: the page's data came with it
    expect(procedures(asked)).toEqual(['auth.me']);
    // the page is live: its links move within the app, which fetches what the next page needs
    await page.getByRole('link', { name: 'Read Full Article' }).first().click();
    await page.getByRole('heading', { level: 1, name: 'Hydrated Story' }).waitFor();
    expect(procedures(asked)).toContain('articles.bySlug');
  });

  it('a signed-in visitor gets the page drawn in the browser, with their own session (drafts, the newsroom)', async () => {
    const { api, article } = await publishStory('Signed In Story');
    const html = await (await fetch(`${session.baseUrl()}/articles/${article.slug}`, { headers: { cookie: api.cookie } })).text();
    expect(html).not.toContain('id="muster-state"');
    expect(html).toContain('<title>Signed In Story · Muster</title>');
  });

  it('a private page (a subscriber link) and an unknown address are not drawn on the server', async () => {
    for (const path of ['/unsubscribe/some-token', '/no-such-page']) {
      const html = await (await fetch(`${session.baseUrl()}${path}`)).text();
      expect(html).not.toContain('id="muster-state"');
    }
  });
});
