import { setupServer } from 'msw/node';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/testApp';
import { setNewsConfig } from '../factories/breakingNews';
import { breakingNews } from '../../src/server/db/schema';
import { FEED_KEYWORDS, FEEDS, feedHandlers } from '../mocks/feeds';

const feeds = setupServer(...feedHandlers);

let t: TestApp;
let admin: string;
beforeAll(async () => {
  feeds.listen({ onUnhandledRequest: 'error' });
  // msw serves http://feeds.test; the private-address rules have their own unit tests
  t = await createTestApp({ outboundAllowPrivate: true });
  admin = await t.login();
});
afterAll(async () => {
  feeds.close();
  await t.close();
});
beforeEach(async () => {
  await t.db.delete(breakingNews);
  await setNewsConfig({ keywords: FEED_KEYWORDS, sources: [FEEDS.rss, FEEDS.atom], urgencyThreshold: 7, maxArticlesPerDay: 10 }, t.db);
});

const check = () => t.request('POST', '/api/breaking-news/check', { cookie: admin });
const stored = async () => {
  const res = await t.request('GET', '/api/breaking-news', { cookie: admin });
  return res.json as Array<Record<string, any>>;
};

describe('news check against RSS and Atom feeds', () => {
  it('stores the matching items of every source with score, relevance, keywords and raw fields', async () => {
    const res = await check();
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      checkedAt: expect.any(String),
      sources: [
        { url: FEEDS.rss, ok: true, items: 3 },
        { url: FEEDS.atom, ok: true, items: 2 },
      ],
      added: 3,
      skipped: 0,
      published: 1,
    });
    const items = await stored();
    const byUrl = Object.fromEntries(items.map((i) => [i.sourceUrl, i]));
    expect(Object.keys(byUrl).sort()).toEqual([
      'https://news.test/tricare-pharmacy',
      'https://news.test/va-gi-bill-deadline',
      'https://wire.test/shutdown',
    ]);
    expect(byUrl['https://news.test/va-gi-bill-deadline']).toMatchObject({
      headline: 'BREAKING: VA sets GI Bill payment deadline',
      summary: 'Student veterans must certify enrollment by Friday.',
      veteranRelevance: 'Flagged because it mentions the monitored keywords “VA”, “GI Bill” and “veterans”.',
      keywords: ['VA', 'GI Bill', 'veterans'],
      sourceTitle: 'Veterans Daily',
      publishedAt: '2026-01-05T10:00:00.000Z',
      urgencyScore: 10,
      status: 'published',
      generatedArticleId: expect.any(String),
      newsApiData: {
        title: 'BREAKING: VA sets GI Bill payment deadline',
        link: 'https://news.test/va-gi-bill-deadline',
        published: 'Mon, 05 Jan 2026 10:00:00 GMT',
        feedUrl: FEEDS.rss,
        feedTitle: 'Veterans Daily',
      },
    });
    // the reasons read as the score was reached (the fixtures are months old: recency takes a point)
    expect(byUrl['https://news.test/va-gi-bill-deadline'].urgencyReasons.map((r: { text: string }) => r.text)).toEqual([
      '',
      "mentions 'VA', 'GI Bill' in the title",
      "mentions 'veterans' in the summary",
      "says 'breaking', 'deadline'",
      expect.stringMatching(/^deadline (today|in \d days?)$/),
      expect.stringMatching(/^published \d+ days ago$/),
    ]);
    expect(byUrl['https://news.test/tricare-pharmacy']).toMatchObject({
      urgencyScore: 2,
      status: 'pending',
      keywords: ['TRICARE'],
      generatedArticleId: null,
    });
    expect(byUrl['https://wire.test/shutdown']).toMatchObject({
      sourceTitle: 'Military Times Wire',
      summary: 'Emergency plans are being drafted.',
      urgencyScore: 4,
      status: 'pending',
      publishedAt: '2026-01-05T12:00:00.000Z',
    });
    // no model configured: the article is an extractive brief quoting the source and linking to it
    const article = await t.request('GET', `/api/articles/${byUrl['https://news.test/va-gi-bill-deadline'].generatedArticleId}`);
    expect(article.json).toMatchObject({
      headline: 'BREAKING: VA sets GI Bill payment deadline',
      section: 'quick_briefs',
      sourceLink: 'https://news.test/va-gi-bill-deadline',
      generatedByAI: false,
    });
    expect(article.json.content).toContain('<blockquote><p>Student veterans must certify enrollment by Friday.</p></blockquote>');
    expect(article.json.content).toContain('<a href="https://news.test/va-gi-bill-deadline"');
    const stats = await t.request('GET', '/api/breaking-news/stats', { cookie: admin });
    expect(stats.json).toMatchObject({ total: 3, published: 1, pending: 2, rejected: 0, lastCheckedAt: res.json.checkedAt });
  });

  it('adds nothing twice: a second check skips what it already stored', async () => {
    await check();
    const second = await check();
    expect(second.json).toMatchObject({ added: 0, skipped: 3 });
    expect(await stored()).toHaveLength(3);
  });

  it('auto-publishes at the threshold and above, leaves the rest pending', async () => {
    await setNewsConfig({ keywords: FEED_KEYWORDS, sources: [FEEDS.rss, FEEDS.atom], urgencyThreshold: 4, maxArticlesPerDay: 10 }, t.db);
    await check();
    const status = Object.fromEntries((await stored()).map((i) => [i.urgencyScore, i.status]));
    expect(status).toEqual({ 10: 'published', 4: 'published', 2: 'pending' });
  });

  it('auto-publishes at most maxArticlesPerDay in 24 hours, most urgent first; the rest wait for review', async () => {
    await setNewsConfig({ keywords: FEED_KEYWORDS, sources: [FEEDS.rss, FEEDS.atom], urgencyThreshold: 2, maxArticlesPerDay: 1 }, t.db);
    const res = await check();
    expect(res.json).toMatchObject({ added: 3, skipped: 0, published: 1 });
    const status = Object.fromEntries((await stored()).map((i) => [i.urgencyScore, i.status]));
    expect(status).toEqual({ 10: 'published', 4: 'pending', 2: 'pending' });
    // an approval by an editor does not count against the limit
    const pending = (await stored()).find((i) => i.status === 'pending')!;
    const approved = await t.request('PUT', `/api/breaking-news/${pending.id}`, { cookie: admin, body: { status: 'published' } });
    expect(approved.json).toMatchObject({ status: 'published', reviewedBy: 'admin', generatedArticleId: expect.any(String) });
  });

  it('reports a failing source and still reads the others', async () => {
    await setNewsConfig(
      { keywords: FEED_KEYWORDS, sources: [FEEDS.broken, FEEDS.notAFeed, FEEDS.atom, FEEDS.unreachable], maxArticlesPerDay: 10 },
      t.db,
    );
    const res = await check();
    expect(res.status).toBe(200);
    expect(res.json.sources).toEqual([
      { url: FEEDS.broken, ok: false, items: 0, error: 'The server answered HTTP 503.' },
      { url: FEEDS.notAFeed, ok: false, items: 0, error: 'Not an RSS, Atom or JSON feed.' },
      { url: FEEDS.atom, ok: true, items: 2 },
      { url: FEEDS.unreachable, ok: false, items: 0, error: expect.stringMatching(/^Could not fetch feeds\.test/) },
    ]);
    expect(res.json.added).toBe(1);
  });

  it('runs when monitoring is switched off (a manual check is explicit) and records the time', async () => {
    await setNewsConfig({ isEnabled: false, keywords: FEED_KEYWORDS, sources: [FEEDS.rss] }, t.db);
    const res = await check();
    expect(res.json.added).toBe(2);
    const config = await t.request('GET', '/api/news-config', { cookie: admin });
    expect(config.json).toMatchObject({ isEnabled: false, lastCheckedAt: res.json.checkedAt });
  });

  it('checks nothing and adds nothing without sources', async () => {
    await setNewsConfig({ keywords: FEED_KEYWORDS, sources: [] }, t.db);
    const res = await check();
    expect(res.json).toMatchObject({ sources: [], added: 0, skipped: 0 });
  });

  it('serves the check to the typed tRPC caller', async () => {
    const report = await t.caller(await t.adminUser()).breakingNews.check();
    expect(report.checkedAt).toBeInstanceOf(Date);
    expect(report.added).toBe(3);
    await expect(t.caller(null).breakingNews.check()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });
});

describe('news check with private addresses refused (the default)', () => {
  it('reports a source on a private address without fetching it', async () => {
    const strict = await createTestApp();
    try {
      const cookie = await strict.login();
      await setNewsConfig({ keywords: FEED_KEYWORDS, sources: ['http://127.0.0.1/feed', 'http://10.0.0.1/rss'] }, strict.db);
      const res = await strict.request('POST', '/api/breaking-news/check', { cookie });
      expect(res.json.sources).toEqual([
        { url: 'http://127.0.0.1/feed', ok: false, items: 0, error: 'Refused: 127.0.0.1 is a private or local address.' },
        { url: 'http://10.0.0.1/rss', ok: false, items: 0, error: 'Refused: 10.0.0.1 is a private or local address.' },
      ]);
    } finally {
      await strict.close();
    }
  });
});
