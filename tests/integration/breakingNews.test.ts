import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/testApp';
import { expectAdminOnly } from '../support/authz';
import { createBreakingNews } from '../factories/breakingNews';
import { breakingNews, newsMonitoringConfig } from '../../src/server/db/schema';
import { defaultNewsKeywords, defaultNewsSources } from '../../src/server/db/seed/newsMonitoring';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
});
afterAll(() => t.close());

const missingId = '00000000-0000-4000-8000-000000000000';

describe('breaking news: access', () => {
  it('is admin only on every path', async () => {
    const item = await createBreakingNews({}, t.db);
    await expectAdminOnly(t, 'GET', '/api/breaking-news');
    await expectAdminOnly(t, 'GET', '/api/breaking-news/stats');
    await expectAdminOnly(t, 'PUT', `/api/breaking-news/${item.id}`, { status: 'published' });
    await expectAdminOnly(t, 'POST', '/api/breaking-news/check');
    await expectAdminOnly(t, 'GET', '/api/news-config');
    await expectAdminOnly(t, 'GET', '/api/news-config/sources');
    await expectAdminOnly(t, 'PUT', '/api/news-config', {
      isEnabled: false,
      checkIntervalMinutes: 15,
      urgencyThreshold: 7,
      maxArticlesPerDay: 5,
      keywords: ['veterans'],
      sources: [],
    });
    const config = await t.request('GET', '/api/news-config', { cookie: admin });
    expect(config.json.isEnabled).toBe(true);
    const still = await t.request('GET', '/api/breaking-news', { cookie: admin });
    expect(still.json.find((r: { id: string }) => r.id === item.id)?.status).toBe('pending');
  });
});

describe('breaking news: items', () => {
  it('lists newest discovered first, filters by status, pages with X-Total-Count', async () => {
    const f = await createTestApp();
    try {
      const cookie = await f.login();
      for (let i = 0; i < 5; i++) {
        await createBreakingNews(
          { headline: `H${i}`, status: i % 2 ? 'published' : 'pending', discoveredAt: new Date(Date.UTC(2026, 0, 1 + i)) },
          f.db,
        );
      }
      const page = await f.request('GET', '/api/breaking-news?limit=2', { cookie });
      expect(page.json.map((r: { headline: string }) => r.headline)).toEqual(['H4', 'H3']);
      expect(page.headers.get('x-total-count')).toBe('5');
      expect(page.json[0]).toMatchObject({
        id: expect.any(String),
        summary: expect.any(String),
        veteranRelevance: expect.any(String),
        sourceUrl: expect.any(String),
        sourceTitle: 'Example News',
        urgencyScore: 1,
        keywords: [],
        status: 'pending',
      });
      const published = await f.request('GET', '/api/breaking-news?status=published', { cookie });
      expect(published.json.map((r: { headline: string }) => r.headline)).toEqual(['H3', 'H1']);
      expect(published.headers.get('x-total-count')).toBe('2');
      await createBreakingNews({ status: 'rejected' }, f.db);
      const stats = await f.request('GET', '/api/breaking-news/stats', { cookie });
      expect(stats.json).toEqual({ total: 6, published: 2, pending: 3, rejected: 1, lastCheckedAt: null });
      expect((await f.request('GET', '/api/breaking-news?status=lost', { cookie })).status).toBe(400);
    } finally {
      await f.close();
    }
  });

  it('approves or rejects a pending item and refuses every other move with 409', async () => {
    const a = await createBreakingNews({}, t.db);
    const approve = await t.request('PUT', `/api/breaking-news/${a.id}`, { cookie: admin, body: { status: 'published' } });
    expect(approve.status).toBe(200);
    expect(approve.json).toMatchObject({ status: 'published', reviewedBy: 'admin', reviewedAt: expect.any(String) });
    // approving publishes: the item's brief is an article a reader can open
    const article = await t.request('GET', `/api/articles/${approve.json.generatedArticleId}`);
    expect(article.json).toMatchObject({ headline: a.headline, section: 'quick_briefs', sourceLink: a.sourceUrl });
    // and a visitor sees it in the Breaking strip
    const recent = await t.request('GET', '/api/breaking-news/recent');
    expect(recent.status).toBe(200);
    expect(recent.json[0]).toEqual({
      id: a.id,
      headline: a.headline,
      articleSlug: article.json.slug,
      sourceTitle: a.sourceTitle,
      urgencyScore: a.urgencyScore,
      publishedAt: article.json.createdAt,
    });
    for (const status of ['rejected', 'pending', 'processing', 'published']) {
      const res = await t.request('PUT', `/api/breaking-news/${a.id}`, { cookie: admin, body: { status } });
      expect(res.status, status).toBe(409);
      expect(res.json.code).toBe('CONFLICT');
    }
    const b = await createBreakingNews({}, t.db);
    const reject = await t.request('PUT', `/api/breaking-news/${b.id}`, { cookie: admin, body: { status: 'rejected' } });
    // a rejection records who and when, and publishes nothing
    expect(reject.json).toMatchObject({
      status: 'rejected',
      reviewedBy: 'admin',
      reviewedAt: expect.any(String),
      generatedArticleId: null,
    });
    expect((await t.request('PUT', `/api/breaking-news/${b.id}`, { cookie: admin, body: { status: 'published' } })).status).toBe(409);
    const c = await createBreakingNews({}, t.db);
    expect((await t.request('PUT', `/api/breaking-news/${c.id}`, { cookie: admin, body: { status: 'processing' } })).status).toBe(409);
    const bad = await t.request('PUT', `/api/breaking-news/${c.id}`, { cookie: admin, body: { status: 'live' } });
    expect(bad.status).toBe(400);
  });

  it('answers 404 for an unknown id', async () => {
    const res = await t.request('PUT', `/api/breaking-news/${missingId}`, { cookie: admin, body: { status: 'published' } });
    expect(res.status).toBe(404);
  });
});

describe('news configuration', () => {
  it('answers the single config row with its defaults', async () => {
    const res = await t.request('GET', '/api/news-config', { cookie: admin });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      id: expect.any(String),
      isEnabled: true,
      checkIntervalMinutes: 15,
      urgencyThreshold: 7,
      maxArticlesPerDay: 5,
      keywords: expect.any(Array),
      sources: expect.any(Array),
      lastCheckedAt: null,
    });
    expect(res.json.keywords.length).toBeGreaterThan(0);
  });

  it('creates the row with its defaults when it is missing, once even when asked twice at once', async () => {
    await t.db.delete(newsMonitoringConfig);
    const [a, b] = await Promise.all([
      t.request('GET', '/api/news-config', { cookie: admin }),
      t.request('GET', '/api/news-config', { cookie: admin }),
    ]);
    expect(a.json).toMatchObject({
      isEnabled: true,
      checkIntervalMinutes: 15,
      urgencyThreshold: 7,
      maxArticlesPerDay: 5,
      keywords: defaultNewsKeywords,
      sources: defaultNewsSources,
    });
    expect(b.json.id).toBe(a.json.id);
    expect(await t.db.$count(newsMonitoringConfig)).toBe(1);
  });

  it('saves the full object the screen sends back, ignoring the fields it does not own', async () => {
    const current = (await t.request('GET', '/api/news-config', { cookie: admin })).json;
    const res = await t.request('PUT', '/api/news-config', {
      cookie: admin,
      body: {
        ...current,
        id: missingId,
        lastCheckedAt: '2020-01-01T00:00:00.000Z',
        updatedAt: 'whenever',
        checkIntervalMinutes: 30,
        keywords: [' VA ', 'va', 'GI Bill', '', 'gi bill', 'TRICARE'],
        sources: [' https://feeds.example.org/rss ', 'http://feeds.example.org/atom'],
      },
    });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      id: current.id,
      checkIntervalMinutes: 30,
      lastCheckedAt: null,
      keywords: ['VA', 'GI Bill', 'TRICARE'],
      sources: ['https://feeds.example.org/rss', 'http://feeds.example.org/atom'],
    });
    const again = await t.request('GET', '/api/news-config', { cookie: admin });
    expect(again.json).toEqual(res.json);
  });

  it('reads digits in a string as a number, as the form and REST callers send them', async () => {
    const before = (await t.request('GET', '/api/news-config', { cookie: admin })).json;
    const res = await t.request('PUT', '/api/news-config', {
      cookie: admin,
      body: { ...before, checkIntervalMinutes: ' 45 ', urgencyThreshold: '8', maxArticlesPerDay: 12 },
    });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ checkIntervalMinutes: 45, urgencyThreshold: 8, maxArticlesPerDay: 12 });
    await t.request('PUT', '/api/news-config', { cookie: admin, body: before });
  });

  it.each([
    [{ checkIntervalMinutes: 4 }, 'Check interval must be between 5 and 1440 minutes.'],
    [{ checkIntervalMinutes: 1441 }, 'Check interval must be between 5 and 1440 minutes.'],
    [{ checkIntervalMinutes: 7.5 }, 'Check interval must be between 5 and 1440 minutes.'],
    [{ checkIntervalMinutes: 'soon' }, 'Check interval must be between 5 and 1440 minutes.'],
    [{ checkIntervalMinutes: [30] }, 'Check interval must be between 5 and 1440 minutes.'],
    [{ checkIntervalMinutes: '1e2' }, 'Check interval must be between 5 and 1440 minutes.'],
    [{ urgencyThreshold: true }, 'Auto-publish threshold must be between 1 and 10.'],
    [{ urgencyThreshold: null }, 'Auto-publish threshold must be between 1 and 10.'],
    [{ maxArticlesPerDay: [5] }, 'Max articles per day must be between 1 and 50.'],
    [{ urgencyThreshold: 0 }, 'Auto-publish threshold must be between 1 and 10.'],
    [{ urgencyThreshold: 11 }, 'Auto-publish threshold must be between 1 and 10.'],
    [{ maxArticlesPerDay: 0 }, 'Max articles per day must be between 1 and 50.'],
    [{ maxArticlesPerDay: 51 }, 'Max articles per day must be between 1 and 50.'],
    [{ keywords: [] }, 'Add at least one keyword.'],
    [{ keywords: ['  ', ''] }, 'Add at least one keyword.'],
    [{ keywords: 'VA' }, 'Add at least one keyword.'],
    [{ keywords: Array.from({ length: 51 }, (_, i) => `k${i}`) }, 'Use at most 50 keywords.'],
    [{ sources: ['ftp://feeds.example.org/rss'] }, 'Each source must be an http(s) feed URL.'],
    [{ sources: ['not a url'] }, 'Each source must be an http(s) feed URL.'],
    [{ sources: 'https://feeds.example.org/rss' }, 'Each source must be an http(s) feed URL.'],
    [{ isEnabled: 'yes' }, 'isEnabled must be true or false.'],
  ])('refuses %j with %s and keeps what was stored', async (patch, message) => {
    const before = (await t.request('GET', '/api/news-config', { cookie: admin })).json;
    const res = await t.request('PUT', '/api/news-config', { cookie: admin, body: { ...before, ...patch } });
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ error: message, code: 'BAD_REQUEST' });
    expect((await t.request('GET', '/api/news-config', { cookie: admin })).json).toEqual(before);
  });

  it('serves the same procedures to the typed tRPC caller', async () => {
    const caller = t.caller(await t.adminUser());
    const current = await caller.breakingNews.config();
    const saved = await caller.breakingNews.updateConfig({ ...current, isEnabled: false });
    expect(saved.isEnabled).toBe(false);
    expect(saved.updatedAt).toBeInstanceOf(Date);
    const stats = await caller.breakingNews.stats();
    expect(stats.total).toBe(await t.db.$count(breakingNews));
    await expect(t.caller(null).breakingNews.config()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });
});
