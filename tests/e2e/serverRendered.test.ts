import { describe, expect, it } from 'vitest';
import { checkChromium } from './support/browser';
import { adminApi } from './support/publicData';
import { LIVE_AND_COMPLETE, PHONE, useBrowserSession } from './support/session';
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
    // the quick-subscribe form, sent without the app, opens the full subscribe page
    await page.goto(url('/'));
    await page.getByRole('form', { name: 'Quick subscribe' }).getByRole('button', { name: 'Subscribe' }).click();
    await page.waitForURL((address) => address.pathname === '/subscribe');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
  });

  it('the app takes over the drawn page without fetching its data again, and then works as before', async () => {
    await publishStory('Hydrated Story');
    const { page, url } = await session.open();
    const asked: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/trpc/')) asked.push(request.url());
    });
    await page.goto(url('/'), { waitUntil: 'networkidle' });
    await page.waitForLoadState('networkidle');
    // nothing is asked: the page's data came with it, and a reader's page makes no session check
    // (only the admin area and the login do)
    expect(procedures(asked)).toEqual([]);
    // the page is live: its links move within the app, which fetches what the next page needs
    await page.getByRole('link', { name: 'Read Full Article' }).first().click();
    await page.getByRole('heading', { level: 1, name: 'Hydrated Story' }).waitFor();
    expect(procedures(asked)).toContain('articles.bySlug');
  });

  it("the home page's parts below the fold come after it is live, keep their drawn markup meanwhile, and then work", async () => {
    await publishStory('Later Parts Story');
    const { page, url } = await session.open(PHONE);
    // the code of the parts below the fold (the footer's and the home page's) is held back
    let release: () => void = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    const held: string[] = [];
    await page.route(/\/assets\/(belowFold|PublicFooter)-[^/]*\.js$/, async (route) => {
      held.push(new URL(route.request().url()).pathname);
      await released;
      await route.continue();
    });
    // goto resolves once every part has come (support/session.ts): not before the release below
    const loaded = page.goto(url('/'));
    await page.waitForSelector('html[data-app="live"]:has(template[data-later="waiting"])', { state: 'attached' });
    // live above the fold: the menu opens while the parts below wait for their code
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('navigation', { name: 'Main menu' }).waitFor();
    await page.keyboard.press('Escape');
    // the drawn markup of the parts below stays on screen, not swapped for an empty fallback
    const band = page.getByRole('form', { name: 'Quick subscribe' });
    await page.waitForTimeout(300);
    expect(await band.isVisible()).toBe(true);
    expect(await page.getByRole('contentinfo').getByText('Muster serves those who served', { exact: false }).isVisible()).toBe(true);
    expect(held.length).toBeGreaterThanOrEqual(2);
    release();
    expect((await loaded)?.status()).toBe(200);
    await page.waitForSelector(LIVE_AND_COMPLETE, { state: 'attached' });
    // hydrated in place: the form is the app's again (its own message, no trip to /subscribe)
    await band.getByRole('button', { name: 'Subscribe' }).click();
    await page.getByText('Please enter your email address.').waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
  });

  it('a navigation to the home page draws its parts below the fold with it, even while their code is slow', async () => {
    await publishStory('Navigated Story');
    const { page, url } = await session.open(PHONE);
    await page.goto(url('/about'));
    // the home page's own chunk has not come yet; from here it answers half a second late
    await page.route(/\/assets\/belowFold-[^/]*\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 500));
      await route.continue();
    });
    await page
      .getByRole('banner')
      .getByRole('link', { name: /Muster/ })
      .first()
      .click();
    await page.getByRole('heading', { name: 'Navigated Story' }).first().waitFor();
    // the screen was drawn once everything on it could be: the band is there with the first story
    expect(await page.getByRole('form', { name: 'Quick subscribe' }).count()).toBe(1);
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
