import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../support/testApp';
import { expectAdminOnly } from '../support/authz';
import { createNewsletter } from '../factories/newsletters';
import { createAnalyticsRecord, createSubscriberRow } from '../factories/analytics';
import { analytics } from '../../src/server/db/schema';
import { lastMonths } from '../../src/server/services/analytics/summary';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
});
afterAll(() => t.close());

const missingId = '00000000-0000-4000-8000-000000000000';
const analyticsCount = async () => (await t.db.select({ n: count() }).from(analytics))[0].n;

/** A first-of-month date `back` months before the current UTC month, plus `days`. */
const monthsAgo = (back: number, days = 0) => {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1 + days, 12));
};

describe('analytics', () => {
  it('is admin only on every path', async () => {
    await expectAdminOnly(t, 'GET', '/api/analytics');
    await expectAdminOnly(t, 'GET', '/api/analytics/summary');
    await expectAdminOnly(t, 'POST', '/api/analytics', { newsletterId: missingId, totalSent: 1 });
    expect(await analyticsCount()).toBe(0);
  });

  it('shows 0.0% everywhere with no data', async () => {
    const res = await t.request('GET', '/api/analytics/summary', { cookie: admin });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      totalSubscribers: 0,
      totals: { totalSent: 0, opened: 0, clicked: 0, conversions: 0 },
      openRate: 0,
      clickRate: 0,
      conversionRate: 0,
      openRateBenchmark: 25,
      newslettersSent: 0,
      recentSent: [],
      estimatedMonthlyGrowth: { subscribers: 0, rate: 0.12, isEstimate: true },
    });
    expect(res.json.subscriberGrowth).toHaveLength(12);
    expect(
      res.json.subscriberGrowth.every((m: { joined: number; cumulativeActive: number }) => m.joined === 0 && m.cumulativeActive === 0),
    ).toBe(true);
    const list = await t.request('GET', '/api/analytics', { cookie: admin });
    expect(list.json).toEqual([]);
    expect(list.headers.get('x-total-count')).toBe('0');
  });

  it('records figures for a newsletter, counts defaulting to 0', async () => {
    const n = await createNewsletter({ status: 'sent' }, t.db);
    const res = await t.request('POST', '/api/analytics', {
      cookie: admin,
      body: { newsletterId: n.id, totalSent: 100, opened: 40, clicked: 10, conversions: 2 },
    });
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({
      id: expect.any(String),
      newsletterId: n.id,
      totalSent: 100,
      opened: 40,
      clicked: 10,
      conversions: 2,
      recordedAt: expect.any(String),
    });
    const bare = await t.request('POST', '/api/analytics', { cookie: admin, body: { newsletterId: n.id, totalSent: 5 } });
    expect(bare.status).toBe(201);
    expect(bare.json).toMatchObject({ newsletterId: n.id, totalSent: 5, opened: 0, clicked: 0, conversions: 0 });
    const edge = await t.request('POST', '/api/analytics', {
      cookie: admin,
      body: { newsletterId: n.id, totalSent: 10, opened: 10, clicked: 10, conversions: 10 },
    });
    expect(edge.status).toBe(201);
    await t.db.delete(analytics);
  });

  it('refuses a junk body, impossible figures, bad counts and an unknown newsletter, writing nothing', async () => {
    const n = await createNewsletter({ status: 'sent' }, t.db);
    const newsletterId = n.id;
    const before = await analyticsCount();
    const cases: [unknown, number, string][] = [
      [{}, 400, 'newsletterId is required.'],
      [{ junk: true, totalSent: 3 }, 400, 'newsletterId is required.'],
      [{ newsletterId: null, totalSent: 3 }, 400, 'newsletterId is required.'],
      [{ newsletterId, totalSent: -1 }, 400, 'totalSent must be a whole number of 0 or more.'],
      [{ newsletterId, opened: 1.5 }, 400, 'opened must be a whole number of 0 or more.'],
      [{ newsletterId, clicked: '3' }, 400, 'clicked must be a whole number of 0 or more.'],
      [{ newsletterId, conversions: 3_000_000_000 }, 400, 'conversions is too large.'],
      [{ newsletterId, totalSent: 10, opened: 11 }, 400, 'opened cannot be more than totalSent.'],
      [{ newsletterId, totalSent: 10, opened: 5, clicked: 11 }, 400, 'clicked cannot be more than totalSent.'],
      [{ newsletterId, totalSent: 10, opened: 5, clicked: 2, conversions: 3 }, 400, 'conversions cannot be more than clicked.'],
      [{ newsletterId: 'nope' }, 400, 'Not a valid newsletter id.'],
      [{ newsletterId: missingId, totalSent: 1 }, 404, 'Newsletter not found'],
    ];
    for (const [body, status, message] of cases) {
      const res = await t.request('POST', '/api/analytics', { cookie: admin, body });
      expect(res.status, message).toBe(status);
      expect(res.json.error).toBe(message);
    }
    expect(await analyticsCount()).toBe(before);
  });

  it('lists records newest first with paging and X-Total-Count', async () => {
    const fresh = await createTestApp();
    try {
      const cookie = await fresh.login();
      const n = await createNewsletter({ status: 'sent' }, fresh.db);
      for (let i = 1; i <= 3; i++) {
        await createAnalyticsRecord(
          { totalSent: i, newsletterId: i === 2 ? n.id : null, recordedAt: new Date(Date.UTC(2026, 0, i)) },
          fresh.db,
        );
      }
      const res = await fresh.request('GET', '/api/analytics', { cookie });
      expect(res.json.map((r: { totalSent: number }) => r.totalSent)).toEqual([3, 2, 1]);
      expect(res.headers.get('x-total-count')).toBe('3');
      const page = await fresh.request('GET', '/api/analytics?limit=1&offset=1', { cookie });
      expect(page.json.map((r: { totalSent: number }) => r.totalSent)).toEqual([2]);
      const forOne = await fresh.request('GET', `/api/analytics?newsletterId=${n.id}`, { cookie });
      expect(forOne.json.map((r: { totalSent: number }) => r.totalSent)).toEqual([2]);
      expect(forOne.headers.get('x-total-count')).toBe('1');
      expect((await fresh.request('GET', '/api/analytics?limit=201', { cookie })).status).toBe(400);
    } finally {
      await fresh.close();
    }
  });

  it('sums every record into the rates, lists the ten latest sent newsletters with their figures', async () => {
    const fresh = await createTestApp();
    try {
      const cookie = await fresh.login();
      const sent = [];
      for (let i = 1; i <= 11; i++) {
        sent.push(
          await createNewsletter(
            { title: `E${i}`, type: i % 2 ? 'daily' : 'weekly', status: 'sent', sentDate: new Date(Date.UTC(2026, 0, i)) },
            fresh.db,
          ),
        );
      }
      await createNewsletter({ title: 'Draft' }, fresh.db);
      const newest = sent[10];
      await createAnalyticsRecord({ newsletterId: newest.id, totalSent: 200, opened: 50, clicked: 20, conversions: 3 }, fresh.db);
      await createAnalyticsRecord({ newsletterId: newest.id, totalSent: 100, opened: 25, clicked: 10, conversions: 1 }, fresh.db);
      await createAnalyticsRecord({ newsletterId: sent[0].id, totalSent: 700, opened: 100, clicked: 30, conversions: 0 }, fresh.db);

      const res = await fresh.request('GET', '/api/analytics/summary', { cookie });
      expect(res.status).toBe(200);
      expect(res.json.totals).toEqual({ totalSent: 1000, opened: 175, clicked: 60, conversions: 4 });
      expect(res.json.openRate).toBe(17.5);
      expect(res.json.clickRate).toBe(6);
      expect(res.json.conversionRate).toBe(6.7);
      expect(res.json.newslettersSent).toBe(11);
      expect(res.json.recentSent.map((r: { title: string }) => r.title)).toEqual([
        'E11',
        'E10',
        'E9',
        'E8',
        'E7',
        'E6',
        'E5',
        'E4',
        'E3',
        'E2',
      ]);
      expect(res.json.recentSent[0]).toEqual({
        id: newest.id,
        title: 'E11',
        type: 'daily',
        sentDate: '2026-01-11T00:00:00.000Z',
        totalSent: 300,
        opened: 75,
        clicked: 30,
        openRate: 25,
        clickRate: 10,
      });
      expect(res.json.recentSent[1]).toMatchObject({ title: 'E10', type: 'weekly', totalSent: 0, opened: 0, clicked: 0, openRate: 0 });

      // the spec's client reads the first record of the list
      const list = await fresh.request('GET', '/api/analytics', { cookie });
      expect(list.json[0]).toMatchObject({
        totalSent: expect.any(Number),
        opened: expect.any(Number),
        clicked: expect.any(Number),
        conversions: expect.any(Number),
      });
    } finally {
      await fresh.close();
    }
  });

  it('counts active subscribers and their growth per month from real rows', async () => {
    const fresh = await createTestApp();
    try {
      const cookie = await fresh.login();
      await createSubscriberRow({ subscribedAt: monthsAgo(14) }, fresh.db); // before the window
      await createSubscriberRow({ subscribedAt: monthsAgo(3, 2) }, fresh.db);
      await createSubscriberRow({ subscribedAt: monthsAgo(3, 5) }, fresh.db);
      // joined three months ago, left last month
      await createSubscriberRow({ subscribedAt: monthsAgo(3, 9), subscribed: false, unsubscribedAt: monthsAgo(1, 3) }, fresh.db);
      await createSubscriberRow({ subscribedAt: monthsAgo(0) }, fresh.db);

      const res = await fresh.request('GET', '/api/analytics/summary', { cookie });
      expect(res.json.totalSubscribers).toBe(4);
      expect(res.json.estimatedMonthlyGrowth).toEqual({ subscribers: 0, rate: 0.12, isEstimate: true });
      const growth: { month: string; joined: number; cumulativeActive: number }[] = res.json.subscriberGrowth;
      expect(growth.map((m) => m.month)).toEqual(lastMonths(new Date(), 12).map((m) => m.month));
      const last4 = growth.slice(-4);
      expect(last4).toEqual([
        { month: last4[0].month, joined: 3, cumulativeActive: 4 },
        { month: last4[1].month, joined: 0, cumulativeActive: 4 },
        { month: last4[2].month, joined: 0, cumulativeActive: 3 },
        { month: last4[3].month, joined: 1, cumulativeActive: 4 },
      ]);
      expect(growth[0]).toMatchObject({ joined: 0, cumulativeActive: 1 });

      for (let i = 0; i < 30; i++) await createSubscriberRow({}, fresh.db);
      const more = await fresh.request('GET', '/api/analytics/summary', { cookie });
      expect(more.json.totalSubscribers).toBe(34);
      expect(more.json.estimatedMonthlyGrowth.subscribers).toBe(4);
    } finally {
      await fresh.close();
    }
  });

  it('computes the month window oldest first, across a year boundary', () => {
    expect(lastMonths(new Date('2026-02-15T10:00:00Z'), 4).map((m) => m.month)).toEqual(['2025-11', '2025-12', '2026-01', '2026-02']);
    const [only] = lastMonths(new Date('2026-12-31T23:00:00Z'), 1);
    expect(only).toEqual({ month: '2026-12', start: new Date('2026-12-01T00:00:00Z'), end: new Date('2027-01-01T00:00:00Z') });
  });

  it('serves the same procedures to the typed tRPC caller', async () => {
    const caller = t.caller(await t.adminUser());
    const n = await createNewsletter({ status: 'sent' }, t.db);
    const created = await caller.analytics.create({ newsletterId: n.id, totalSent: 10, opened: 4 });
    const page = await caller.analytics.list();
    expect(page.items[0].id).toBe(created.id);
    const summary = await caller.analytics.summary();
    expect(summary.openRate).toBe(40);
    await expect(t.caller(null).analytics.summary()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    await expect(t.caller({ id: created.id, username: 'x', isAdmin: false }).analytics.list()).rejects.toMatchObject({ code: 'FORBIDDEN' });
  });
});
