import { count, desc, eq, inArray } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { partnerTypes } from '../../src/shared/enums';
import { hubTitles } from '../../src/shared/hubs';
import { contentArticleIds, newsletterSectionOrder } from '../../src/shared/newsletterContent';
import { siteContentDefaults } from '../../src/shared/siteContentDefaults';
import { sanitizeHtml } from '../../src/server/lib/sanitize';
import { seedDemoData } from '../../src/server/db/seed/demo';
import { seedReferenceData } from '../../src/server/db/seed/reference';
import {
  analytics,
  articles,
  breakingNews,
  categories,
  newsletters,
  newsMonitoringConfig,
  offers,
  partners,
  regions,
  reviews,
  siteContent,
  subscribers,
  vendors,
  veteranIssues,
  veteranSpotlights,
} from '../../src/server/db/schema';
import { createTestApp, type TestApp } from '../support/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const rowCount = async (table: PgTable) => (await t.db.select({ n: count() }).from(table))[0].n;

describe('reference data', () => {
  it('is idempotent: a second start leaves the same rows', async () => {
    const before = {
      hubs: await rowCount(veteranIssues),
      categories: await rowCount(categories),
      regions: await rowCount(regions),
    };
    await seedReferenceData(t.db);
    expect(await rowCount(veteranIssues)).toBe(11);
    expect(await rowCount(categories)).toBe(before.categories);
    expect(await rowCount(regions)).toBe(before.regions);
    expect(before.hubs).toBe(11);
    expect(await rowCount(siteContent)).toBe(1);
    expect(await rowCount(newsMonitoringConfig)).toBe(1);
  });

  it('stores the eleven hubs under their exact titles, each with usable content', async () => {
    const hubs = await t.db.select().from(veteranIssues);
    expect(hubs.map((h) => h.title).sort()).toEqual([...hubTitles].sort());
    for (const hub of hubs) {
      expect(hub.overview.length, hub.title).toBeGreaterThan(100);
      expect(hub.whyItMatters.length, hub.title).toBeGreaterThan(80);
      expect(hub.resources.length, hub.title).toBeGreaterThanOrEqual(3);
      expect(hub.tools.length, hub.title).toBeGreaterThanOrEqual(3);
      expect(hub.actionSteps.length, hub.title).toBeGreaterThanOrEqual(3);
      expect(hub.successStory, hub.title).toMatch(/^For example: [A-Z][a-z]+/);
    }
  });

  it('has a category for every partner type, each linked to a hub, and every hub linked', async () => {
    const rows = await t.db.select().from(categories);
    const hubIds = new Set((await t.db.select({ id: veteranIssues.id }).from(veteranIssues)).map((h) => h.id));
    for (const slug of partnerTypes) {
      const category = rows.find((c) => c.slug === slug);
      expect(category, slug).toBeDefined();
      expect(hubIds.has(category!.veteranIssueId!), slug).toBe(true);
    }
    const legal = rows.find((c) => c.slug === 'legal-services')!;
    const [legalHub] = await t.db.select().from(veteranIssues).where(eq(veteranIssues.id, legal.veteranIssueId!));
    expect(legal.name).toBe('Legal Services');
    expect(legalHub.title).toBe('Legal Assistance & Advocacy');
    expect(new Set(rows.map((c) => c.veteranIssueId))).toEqual(hubIds);
  });

  it('has the states, DC, Puerto Rico and one nationwide region', async () => {
    const rows = await t.db.select().from(regions);
    expect(rows).toHaveLength(53);
    expect(rows.find((r) => r.name === 'Texas')).toMatchObject({ countryCode: 'US', stateProvince: 'TX', currency: 'USD' });
    expect(rows.find((r) => r.name === 'Puerto Rico')?.stateProvince).toBe('PR');
    expect(rows.find((r) => r.name === 'Nationwide (remote services)')).toMatchObject({ countryCode: 'US', stateProvince: null });
  });

  it('creates the single site-content and news-config rows once, even when two instances start together', async () => {
    await t.db.delete(siteContent);
    await t.db.delete(newsMonitoringConfig);
    await Promise.all([seedReferenceData(t.db), seedReferenceData(t.db)]);
    expect(await rowCount(siteContent)).toBe(1);
    expect(await rowCount(newsMonitoringConfig)).toBe(1);
    expect(await rowCount(veteranIssues)).toBe(11);
  });

  it('creates the site-content and news-config rows with their defaults', async () => {
    const [content] = await t.db.select().from(siteContent);
    expect(content).toMatchObject({ ...siteContentDefaults, bannerImageUrl: null });
    const [config] = await t.db.select().from(newsMonitoringConfig);
    expect(config).toMatchObject({ isEnabled: true, urgencyThreshold: 7, checkIntervalMinutes: 15, maxArticlesPerDay: 5 });
    expect(config.keywords).toEqual(expect.arrayContaining(['veterans', 'GI Bill', 'PACT Act']));
    expect(config.sources.length).toBeGreaterThan(0);
    for (const source of config.sources) expect(source).toMatch(/^https:\/\//);
  });

  it("never overwrites an admin's site content or news configuration", async () => {
    await t.db.update(siteContent).set({ heroTitle: 'Muster Weekly', ctaText: 'Join us' });
    await t.db.update(newsMonitoringConfig).set({ keywords: ['only this'], urgencyThreshold: 9, isEnabled: false });
    await seedReferenceData(t.db);
    const [content] = await t.db.select().from(siteContent);
    expect(content).toMatchObject({ heroTitle: 'Muster Weekly', ctaText: 'Join us' });
    const [config] = await t.db.select().from(newsMonitoringConfig);
    expect(config).toMatchObject({ keywords: ['only this'], urgencyThreshold: 9, isEnabled: false });
  });

  it('brings hub content up to date on the next start', async () => {
    const title = 'VA Home Loan Benefits';
    await t.db.update(veteranIssues).set({ overview: 'stale' }).where(eq(veteranIssues.title, title));
    await seedReferenceData(t.db);
    const [hub] = await t.db.select().from(veteranIssues).where(eq(veteranIssues.title, title));
    expect(hub.overview).toMatch(/^A VA-backed home loan/);
  });

  it('serves the hubs on the public list, over REST and through the typed caller', async () => {
    const res = await t.request('GET', '/api/veteran-issues');
    expect(res.status).toBe(200);
    expect(res.headers.get('x-total-count')).toBe('11');
    expect(res.json.map((h: { title: string }) => h.title).sort()).toEqual([...hubTitles].sort());
    const page = await t.caller(null).veteranIssues.list({});
    expect(page.total).toBe(11);
    const education = page.items.find((h) => h.title === 'Education Benefits (GI Bill)')!;
    expect(education.resources.some((r) => r.includes('GI Bill Comparison Tool'))).toBe(true);
  });
});

describe('demo data', () => {
  it('is created once, even by two runs at the same time; a later run changes nothing', async () => {
    const firstRuns = await Promise.all([seedDemoData(t.db), seedDemoData(t.db)]);
    expect(firstRuns.map((r) => r.created).sort()).toEqual([false, true]);
    const articleCount = await rowCount(articles);
    expect(await seedDemoData(t.db)).toEqual({ created: false });
    expect(await rowCount(articles)).toBe(articleCount);
    expect(await rowCount(veteranIssues)).toBe(11);
  });

  it('has the promised shape of a living site', async () => {
    expect(await rowCount(articles)).toBeGreaterThanOrEqual(24);
    expect(await rowCount(articles)).toBeLessThanOrEqual(30);
    expect(await rowCount(subscribers)).toBe(40);
    expect(await rowCount(partners)).toBe(6);
    expect(await rowCount(veteranSpotlights)).toBe(8);
    expect(await rowCount(breakingNews)).toBe(4);
    expect(await rowCount(vendors)).toBe(16);
    const statuses = await t.db.select({ status: newsletters.status }).from(newsletters);
    expect(statuses.filter((s) => s.status === 'sent')).toHaveLength(4);
    expect(statuses.filter((s) => s.status === 'draft')).toHaveLength(1);
  });

  it('writes articles in every section with stable, sanitized HTML and embeddable videos', async () => {
    const rows = await t.db.select().from(articles);
    expect(new Set(rows.map((a) => a.section)).size).toBe(7);
    for (const article of rows) expect(sanitizeHtml(article.content), article.slug).toBe(article.content);
    const videos = rows.map((a) => a.videoUrl).filter(Boolean);
    expect(videos).toHaveLength(2);
    expect(videos.some((v) => /youtube\.com\/watch\?v=[\w-]{11}$/.test(v!))).toBe(true);
    expect(videos.some((v) => /vimeo\.com\/\d+$/.test(v!))).toBe(true);
    const ai = rows.filter((a) => a.generatedByAI);
    expect(ai.length).toBeGreaterThanOrEqual(3);
    for (const article of ai) expect(article.summary).toBeTruthy();
    const days = rows.map((a) => (Date.now() - a.createdAt.getTime()) / 86_400_000);
    expect(Math.max(...days)).toBeLessThanOrEqual(21);
    expect(Math.max(...days)).toBeGreaterThan(14);
  });

  it('fills the newest sent newsletter with at least 12 existing articles for the home page', async () => {
    const [newest] = await t.db
      .select()
      .from(newsletters)
      .where(eq(newsletters.status, 'sent'))
      .orderBy(desc(newsletters.sentDate))
      .limit(1);
    const ids = contentArticleIds(newest.content);
    expect(ids.length).toBeGreaterThanOrEqual(12);
    const found = await t.db.select({ id: articles.id }).from(articles).where(inArray(articles.id, ids));
    expect(found).toHaveLength(ids.length);
  });

  it('references only existing articles, each in its matching section and within the caps', async () => {
    const all = await t.db.select().from(newsletters);
    const sectionOf = new Map(
      (await t.db.select({ id: articles.id, section: articles.section }).from(articles)).map((a) => [a.id, a.section]),
    );
    for (const newsletter of all) {
      for (const { key, section, cap } of newsletterSectionOrder) {
        const value = newsletter.content[key];
        const ids = Array.isArray(value) ? value : value ? [value] : [];
        expect(ids.length, `${newsletter.title} ${key}`).toBeLessThanOrEqual(cap);
        for (const id of ids) expect(sectionOf.get(id), `${newsletter.title} ${key}`).toBe(section);
      }
      if (newsletter.status === 'sent') {
        const articleTimes = await t.db
          .select({ createdAt: articles.createdAt })
          .from(articles)
          .where(inArray(articles.id, contentArticleIds(newsletter.content)));
        for (const a of articleTimes) expect(a.createdAt.getTime()).toBeLessThan(newsletter.sentDate!.getTime());
      }
    }
  });

  it('records analytics for each sent newsletter with believable rates', async () => {
    const sent = await t.db.select({ id: newsletters.id }).from(newsletters).where(eq(newsletters.status, 'sent'));
    const rows = await t.db.select().from(analytics);
    expect(rows.map((r) => r.newsletterId).sort()).toEqual(sent.map((s) => s.id).sort());
    const [{ active }] = await t.db.select({ active: count() }).from(subscribers).where(eq(subscribers.subscribed, true));
    for (const row of rows) {
      expect(Math.abs(row.totalSent - active)).toBeLessThanOrEqual(3);
      expect(row.opened / row.totalSent).toBeGreaterThanOrEqual(0.35);
      expect(row.opened / row.totalSent).toBeLessThanOrEqual(0.55);
      expect(row.clicked / row.totalSent).toBeGreaterThanOrEqual(0.04);
      expect(row.clicked / row.totalSent).toBeLessThanOrEqual(0.12);
      expect(row.conversions).toBeLessThanOrEqual(row.clicked);
    }
  });

  it('keeps subscribers on example domains, with every branch and a few unsubscribed', async () => {
    const rows = await t.db.select().from(subscribers);
    for (const s of rows) expect(s.email).toMatch(/^[a-z0-9.]+@example\.(org|com|net)$/);
    expect(new Set(rows.map((s) => s.veteranBranch))).toEqual(
      new Set(['army', 'navy', 'marines', 'air_force', 'space_force', 'coast_guard', 'national_guard', 'reserves', null]),
    );
    const left = rows.filter((s) => !s.subscribed);
    expect(left.length).toBeGreaterThanOrEqual(3);
    for (const s of left) expect(s.unsubscribedAt!.getTime()).toBeGreaterThan(s.subscribedAt.getTime());
    for (const s of rows.filter((r) => r.subscribed)) expect(s.unsubscribedAt).toBeNull();
  });

  it('mixes partner, spotlight and breaking-news states', async () => {
    const partnerStatuses = new Set((await t.db.select().from(partners)).map((p) => p.status));
    expect(partnerStatuses).toEqual(new Set(['pending', 'approved', 'rejected']));
    const spotlights = await t.db.select().from(veteranSpotlights);
    const featured = spotlights.filter((s) => s.status === 'featured');
    expect(featured).toHaveLength(3);
    for (const s of featured) expect(s.featuredUntil!.getTime()).toBeGreaterThan(Date.now());
    expect(spotlights.filter((s) => s.status === 'approved')).toHaveLength(3);
    expect(spotlights.filter((s) => s.status === 'pending')).toHaveLength(2);
    const news = await t.db.select().from(breakingNews);
    expect(new Set(news.map((n) => n.status))).toEqual(new Set(['pending', 'published', 'rejected']));
    for (const n of news) expect(new URL(n.sourceUrl).hostname).toMatch(/(^|\.)example\.(org|com|net)$/);
  });

  it("keeps every vendor's review count and rating consistent with its published reviews", async () => {
    const vendorRows = await t.db.select().from(vendors);
    const reviewRows = await t.db.select().from(reviews).where(eq(reviews.isPublished, true));
    const offerRows = await t.db.select().from(offers);
    for (const vendor of vendorRows) {
      const own = reviewRows.filter((r) => r.vendorId === vendor.id);
      expect(own.length, vendor.companyName).toBe(vendor.reviewCount);
      expect(own.length, vendor.companyName).toBeGreaterThanOrEqual(2);
      const average = own.reduce((sum, r) => sum + r.rating, 0) / own.length;
      expect(Math.abs(vendor.rating - average * 100), vendor.companyName).toBeLessThanOrEqual(1);
      const active = offerRows.filter((o) => o.vendorId === vendor.id && o.isActive);
      expect(active.length, vendor.companyName).toBeGreaterThanOrEqual(1);
      expect(active.length, vendor.companyName).toBeLessThanOrEqual(4);
      expect(vendor.phone).toMatch(/555-01\d\d$/);
    }
    expect(new Set(vendorRows.map((v) => v.tier))).toEqual(new Set(['preferred', 'premium', 'standard']));
    expect(vendorRows.filter((v) => v.verificationStatus === 'pending').length).toBeGreaterThanOrEqual(1);
    expect(offerRows.some((o) => o.basePrice === null)).toBe(true);
    expect(new Set(offerRows.map((o) => o.serviceType)).size).toBeGreaterThanOrEqual(3);
  });
});
