import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/testApp';
import { createArticle } from '../factories/articles';
import { createNewsletter } from '../factories/newsletters';
import { parseFeed } from '../../src/server/lib/feeds';
import { emptyNewsletterContent } from '../../src/shared/newsletterContent';
import { veteranIssues } from '../../src/server/db/schema';

const SITE = 'https://muster.example.org';
let t: TestApp;
let article: Awaited<ReturnType<typeof createArticle>>;
let sent: Awaited<ReturnType<typeof createNewsletter>>;
let draft: Awaited<ReturnType<typeof createNewsletter>>;
beforeAll(async () => {
  t = await createTestApp({ publicUrl: SITE });
  article = await createArticle(
    {
      headline: 'Claims & appeals: "what" <changes> in 2026',
      slug: 'claims-appeals-2026',
      summary: 'Fewer forms & faster <b>decisions</b>.',
      createdAt: new Date('2026-11-20T09:30:00Z'),
    },
    t.db,
  );
  sent = await createNewsletter(
    {
      title: 'Weekly brief',
      status: 'sent',
      sentDate: new Date('2026-11-21T14:00:00Z'),
      content: { ...emptyNewsletterContent(), topStory: article.id },
    },
    t.db,
  );
  draft = await createNewsletter({ title: 'Draft not for readers', status: 'draft' }, t.db);
});
afterAll(() => t.close());

describe('/feed.xml', () => {
  it('is RSS 2.0 of articles and sent newsletters, newest first, read back by our own feed reader; no drafts', async () => {
    const res = await t.request('GET', '/feed.xml');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/rss+xml; charset=utf-8');
    const feed = parseFeed(res.text, `${SITE}/feed.xml`);
    expect(feed.format).toBe('rss');
    expect(feed.wellFormed).toBe(true);
    expect(feed.items.map((i) => i.title)).toEqual(['Weekly brief', 'Claims & appeals: "what" <changes> in 2026']);

    const [letter, story] = feed.items;
    expect(letter.link).toBe(`${SITE}/newsletter/${sent.id}`);
    expect(letter.guid).toBe(letter.link);
    expect(letter.published).toBe('Sat, 21 Nov 2026 14:00:00 GMT');
    expect(letter.summary).toContain('Fewer forms & faster');
    expect(story.link).toBe(`${SITE}/articles/claims-appeals-2026`);
    expect(new Date(story.published!).toISOString()).toBe('2026-11-20T09:30:00.000Z');
    expect(res.text).not.toContain(draft.title);
    expect(res.text).not.toContain(draft.id);
  });

  it('is cacheable with an ETag and answers 304 to it', async () => {
    const first = await t.request('GET', '/feed.xml');
    expect(first.headers.get('cache-control')).toMatch(/^public, max-age=\d+, stale-while-revalidate=\d+$/);
    const again = await t.request('GET', '/feed.xml', { headers: { 'if-none-match': first.headers.get('etag')! } });
    expect(again.status).toBe(304);
    expect(again.text).toBe('');
  });
});

describe('/sitemap.xml and /robots.txt', () => {
  it('lists the public pages with absolute addresses and lastmod, never a draft', async () => {
    const [hub] = await t.db
      .insert(veteranIssues)
      .values({ title: 'Housing help for sitemap test', overview: 'Overview.', whyItMatters: 'Because.' })
      .returning({ id: veteranIssues.id });
    const res = await t.request('GET', '/sitemap.xml');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    expect(res.headers.get('cache-control')).toMatch(/^public, max-age=\d+/);
    expect(res.headers.get('etag')).toBeTruthy();
    const locs = [...res.text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual(
      expect.arrayContaining([
        `${SITE}/`,
        `${SITE}/newsletters`,
        `${SITE}/resource-center`,
        `${SITE}/marketplace`,
        `${SITE}/newsletter/${sent.id}`,
        `${SITE}/articles/claims-appeals-2026`,
        `${SITE}/resource-hub/${hub.id}`,
      ]),
    );
    expect(locs.every((l) => l.startsWith(`${SITE}/`))).toBe(true);
    expect(res.text).not.toContain(draft.id);
    expect(res.text).toContain(`<loc>${SITE}/newsletter/${sent.id}</loc><lastmod>2026-11-21T14:00:00.000Z</lastmod>`);
  });

  it('robots.txt allows all but the admin and the API, and names the sitemap', async () => {
    const res = await t.request('GET', '/robots.txt');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(res.text.split('\n')).toEqual(
      expect.arrayContaining(['User-agent: *', 'Allow: /', 'Disallow: /admin', 'Disallow: /api/', `Sitemap: ${SITE}/sitemap.xml`]),
    );
  });
});
