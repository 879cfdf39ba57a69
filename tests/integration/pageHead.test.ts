import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parse } from 'parse5';
import { createTestApp, type TestApp } from '../support/testApp';
import { createApp } from '../../src/server/app';
import { createArticle } from '../factories/articles';
import { createNewsletter } from '../factories/newsletters';
import { emptyNewsletterContent } from '../../src/shared/newsletterContent';
import { veteranIssues } from '../../src/server/db/schema';
import { publicPages } from '../../src/server/pages/publicPages';

const SITE = 'https://muster.example.org';
const HOSTILE = `Pay raise <script>alert("x")</script> & the VA's 'new' rules`;

let t: TestApp;
let app: ReturnType<typeof createApp>;
beforeAll(async () => {
  t = await createTestApp({ publicUrl: SITE });
  const clientDir = mkdtempSync(path.join(tmpdir(), 'muster-client-'));
  // the head as Vite builds it: a generic title and description the server replaces
  writeFileSync(
    path.join(clientDir, 'index.html'),
    '<!doctype html><html><head><meta charset="UTF-8" /><meta name="description" content="generic" /><title>Muster</title>' +
      '<script type="module" src="/assets/main.js"></script></head><body><div id="root"></div></body></html>',
  );
  app = createApp({ ...t.runtime, clientDir });
});
afterAll(() => t.close());

type Element = { nodeName: string; attrs?: { name: string; value: string }[]; childNodes?: Element[]; value?: string };

/** The page as a browser or a crawler reads it: status, title text and each meta/link by key. */
async function fetchPage(address: string) {
  const res = await app.request(address);
  const html = await res.text();
  const elements: Element[] = [];
  const walk = (node: Element) => {
    elements.push(node);
    for (const child of node.childNodes ?? []) walk(child);
  };
  walk(parse(html) as unknown as Element);
  const attr = (e: Element, name: string) => e.attrs?.find((a) => a.name === name)?.value;
  const meta = (key: string) => {
    const found = elements.filter((e) => e.nodeName === 'meta' && (attr(e, 'name') === key || attr(e, 'property') === key));
    if (found.length > 1) throw new Error(`${key} given ${found.length} times`);
    return found[0] && attr(found[0], 'content');
  };
  const titles = elements.filter((e) => e.nodeName === 'title');
  return {
    status: res.status,
    html,
    titles: titles.map((e) => e.childNodes?.map((c) => c.value).join('')),
    meta,
    canonical: elements.filter((e) => e.nodeName === 'link' && attr(e, 'rel') === 'canonical').map((e) => attr(e, 'href')),
    scripts: elements.filter((e) => e.nodeName === 'script').length,
  };
}

describe('an article page', () => {
  it('shares as its headline and summary, with its first picture; hostile text stays text', async () => {
    await createArticle(
      {
        headline: HOSTILE,
        slug: 'pay-raise-2027',
        summary: `What changes in January & why "it" matters <b>now</b>.`,
        content: '<p>Intro</p><figure><img src="/uploads/raise.jpg" alt=""></figure><img src="https://cdn.example.org/second.png">',
        createdAt: new Date('2026-11-20T09:30:00Z'),
      },
      t.db,
    );
    const page = await fetchPage('/articles/pay-raise-2027');
    expect(page.status).toBe(200);
    expect(page.titles).toEqual([`${HOSTILE} · Muster`]);
    const summary = `What changes in January & why "it" matters <b>now</b>.`;
    expect(page.meta('description')).toBe(summary);
    expect(page.canonical).toEqual([`${SITE}/articles/pay-raise-2027`]);
    expect(page.meta('og:type')).toBe('article');
    expect(page.meta('og:title')).toBe(HOSTILE);
    expect(page.meta('og:description')).toBe(summary);
    expect(page.meta('og:url')).toBe(`${SITE}/articles/pay-raise-2027`);
    expect(page.meta('og:image')).toBe(`${SITE}/uploads/raise.jpg`);
    expect(page.meta('article:published_time')).toBe('2026-11-20T09:30:00.000Z');
    expect(page.meta('twitter:card')).toBe('summary_large_image');
    expect(page.meta('twitter:title')).toBe(HOSTILE);
    expect(page.meta('twitter:image')).toBe(`${SITE}/uploads/raise.jpg`);
    expect(page.meta('robots')).toBeUndefined();
    // the headline's <script> is text inside attributes and the title, never an element
    expect(page.scripts).toBe(1);
    expect(page.html).not.toContain('<script>alert');
  });

  it('without a summary or picture is described by the start of its text', async () => {
    const long = 'Word '.repeat(80);
    await createArticle({ headline: 'Plain story', slug: 'plain-story', summary: null, content: `<p>${long}</p>` }, t.db);
    const page = await fetchPage('/articles/plain-story');
    expect(page.meta('description')).toMatch(/^Word Word .*Word…$/);
    expect(page.meta('description')!.length).toBeLessThanOrEqual(200);
    expect(page.meta('og:image')).toBeUndefined();
    expect(page.meta('twitter:card')).toBe('summary');
  });
});

describe('newsletter and resource hub pages', () => {
  it('a sent newsletter is described by its first story; a draft or unknown id is a 404', async () => {
    const story = await createArticle({ headline: 'Lead story', summary: 'The lead in one line.' }, t.db);
    const sent = await createNewsletter(
      { title: 'Weekly brief 12', status: 'sent', sentDate: new Date(), content: { ...emptyNewsletterContent(), topStory: story.id } },
      t.db,
    );
    const draft = await createNewsletter({ title: 'Not yet', status: 'draft' }, t.db);
    const page = await fetchPage(`/newsletter/${sent.id}`);
    expect(page.status).toBe(200);
    expect(page.titles).toEqual(['Weekly brief 12 · Muster']);
    expect(page.meta('description')).toBe('The lead in one line.');
    expect(page.canonical).toEqual([`${SITE}/newsletter/${sent.id}`]);
    for (const address of [`/newsletter/${draft.id}`, '/newsletter/00000000-0000-4000-8000-000000000000', '/newsletter/not-an-id']) {
      const missing = await fetchPage(address);
      expect(missing.status, address).toBe(404);
      expect(missing.html, address).not.toContain('Not yet');
    }
  });

  it('a hub is named and described by its overview; an unknown one is a 404', async () => {
    const [hub] = await t.db
      .insert(veteranIssues)
      .values({ title: 'Housing help', overview: 'Where to turn when rent is due.', whyItMatters: 'Because.' })
      .returning({ id: veteranIssues.id });
    const page = await fetchPage(`/resource-hub/${hub.id.toUpperCase()}`);
    expect(page.status).toBe(200);
    expect(page.titles).toEqual(['Housing help · Muster']);
    expect(page.meta('description')).toBe('Where to turn when rent is due.');
    expect(page.canonical).toEqual([`${SITE}/resource-hub/${hub.id}`]);
    expect((await fetchPage('/resource-hub/00000000-0000-4000-8000-000000000000')).status).toBe(404);
  });
});

describe('the other addresses', () => {
  it('fixed public pages have their own title, description and canonical address', async () => {
    const home = await fetchPage('/');
    expect(home.status).toBe(200);
    expect(home.titles).toEqual(['Muster']);
    expect(home.meta('description')).toMatch(/veterans/);
    expect(home.canonical).toEqual([`${SITE}/`]);
    const market = await fetchPage('/marketplace?category=legal-services');
    expect(market.status).toBe(200);
    expect(market.titles).toEqual(['Marketplace · Muster']);
    expect(market.canonical).toEqual([`${SITE}/marketplace`]);
    expect((await fetchPage('/newsletters/')).titles).toEqual(['Newsletter Archives · Muster']);
  });

  it('an unknown address or slug answers 404 with the shell, so the client draws its not-found page', async () => {
    for (const address of ['/archive', '/index.html', '/articles/no-such-story', '/articles/a/b', '/about/more', '/%E0%A4%A']) {
      const page = await fetchPage(address);
      expect(page.status, address).toBe(404);
      expect(page.titles, address).toEqual(['Page Not Found · Muster']);
      expect(page.meta('robots'), address).toBe('noindex');
      expect(page.canonical, address).toEqual([]);
      expect(page.html, address).toContain('<div id="root">');
    }
  });

  it('token pages and the newsroom load, kept out of search engines and without a canonical address', async () => {
    for (const address of ['/unsubscribe/abc', '/login', '/admin', '/admin/articles/123']) {
      const page = await fetchPage(address);
      expect(page.status, address).toBe(200);
      expect(page.meta('robots'), address).toBe('noindex');
      expect(page.canonical, address).toEqual([]);
    }
  });

  it('every address the client routes is described by the server', () => {
    const tree = readFileSync('src/client/routeTree.gen.ts', 'utf8');
    const body = tree.slice(tree.indexOf('export interface FileRoutesByFullPath'));
    const routes = [...body.slice(0, body.indexOf('}')).matchAll(/^\s+'([^']+)':/gm)].map((m) => m[1]);
    expect(routes.length).toBeGreaterThan(10);
    const described = (route: string) => route in publicPages || route.startsWith('/admin');
    expect(routes.filter((r) => !described(r))).toEqual([]);
  });
});
