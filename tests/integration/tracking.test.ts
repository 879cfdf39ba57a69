import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../support/testApp';
import { createSubscriber } from '../factories/subscribers';
import { createNewsletter } from '../factories/newsletters';
import { newsletterLinks, trackingEvents } from '../../src/server/db/schema';
import { prepareRecipientLinks } from '../../src/server/services/subscriptions/recipientLinks';
import { createApp } from '../../src/server/app';
import { createServices } from '../../src/server/services';
import { recordDelivered } from '../../src/server/services/tracking/counters';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
});
afterAll(() => t.close());

const reader = { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36' };
const anHourAgo = () => new Date(Date.now() - 3600_000);
const path = (url: string) => url.replace('http://localhost:3000', '');

/** A sent newsletter with two readers' contexts, as the send pipeline would build them. */
async function sentToTwo(links = ['https://va.gov/pact', 'http://localhost:3000/marketplace']) {
  const newsletter = await createNewsletter({ status: 'sent' }, t.db);
  const a = await createSubscriber({}, t.db);
  const b = await createSubscriber({}, t.db);
  const forRecipient = await prepareRecipientLinks(t.db, t.config, newsletter.id, links);
  await recordDelivered(t.db, newsletter.id, 2);
  return { newsletter, a: forRecipient(a, anHourAgo()), b: forRecipient(b, anHourAgo()), forRecipient, subscribers: [a, b] };
}

async function tracked(newsletterId: string) {
  const res = await t.request('GET', `/api/analytics?newsletterId=${newsletterId}`, { cookie: admin });
  expect(res.status).toBe(200);
  return res.json[0];
}

describe('open pixel', () => {
  it('answers a GIF with no cookie, never cached, and counts each reader once', async () => {
    const { newsletter, a, b } = await sentToTwo();
    const first = await t.request('GET', path(a.openPixelUrl!), { headers: reader });
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toBe('image/gif');
    expect(first.headers.get('cache-control')).toMatch(/no-store/);
    expect(first.headers.get('set-cookie')).toBeNull();
    await t.request('GET', path(a.openPixelUrl!), { headers: reader });
    await t.request('GET', path(b.openPixelUrl!), { headers: reader });
    expect(await tracked(newsletter.id)).toMatchObject({ newsletterId: newsletter.id, totalSent: 2, opened: 2, clicked: 0 });
  });

  it('flags privacy proxies and opens within seconds of sending, and leaves them out of the rate', async () => {
    const { newsletter, a, forRecipient, subscribers } = await sentToTwo();
    const proxy = await t.request('GET', path(a.openPixelUrl!), {
      headers: { 'user-agent': 'Mozilla/5.0 (Windows NT 5.1; rv:11.0) Gecko Firefox/11.0 (via ggpht.com GoogleImageProxy)' },
    });
    expect(proxy.status).toBe(200);
    const justSent = forRecipient(subscribers[1], new Date());
    await t.request('GET', path(justSent.openPixelUrl!), { headers: reader });
    expect(await tracked(newsletter.id)).toMatchObject({ totalSent: 2, opened: 0 });
    const events = await t.db
      .select({ machine: trackingEvents.machine })
      .from(trackingEvents)
      .where(eq(trackingEvents.newsletterId, newsletter.id));
    expect(events).toEqual([{ machine: true }, { machine: true }]);
  });

  it('records nothing for a made-up pixel and still answers the image', async () => {
    const { newsletter } = await sentToTwo();
    const res = await t.request('GET', `/o/${newsletter.id}/00000000-0000-4000-8000-000000000000/1.gif`, { headers: reader });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/gif');
    expect(await tracked(newsletter.id)).toMatchObject({ opened: 0 });
  });

  it('refuses a pixel address we never write (bad ids, stamp or name) with a 400, recording nothing', async () => {
    const { newsletter, a } = await sentToTwo();
    const good = path(a.openPixelUrl!);
    const [, , subscriberId] = good.match(/^\/o\/([^/]+)\/([^/]+)\//)!;
    for (const url of [
      '/o/x/y/z.gif',
      `/o/${newsletter.id}/${subscriberId}/abc.gif`,
      `/o/${newsletter.id}/${subscriberId}/-5.gif`,
      `/o/${newsletter.id}/${subscriberId}/1e5.gif`,
      `/o/${newsletter.id}/${subscriberId}/${'9'.repeat(400)}.gif`,
      `/o/${newsletter.id}/${subscriberId}/123`,
      `/o/${newsletter.id}%00/${subscriberId}/123.gif`,
      `/o/${newsletter.id}/${'a'.repeat(5000)}/123.gif`,
    ]) {
      const res = await t.request('GET', url, { headers: reader });
      expect(res.status, url).toBe(400);
      expect(res.json, url).toEqual({ error: 'This tracking link is not valid.', code: 'BAD_REQUEST' });
    }
    expect(await tracked(newsletter.id)).toMatchObject({ opened: 0 });
    expect(await t.db.$count(trackingEvents, eq(trackingEvents.newsletterId, newsletter.id))).toBe(0);
  });
});

describe('click redirects', () => {
  it('redirects to the stored URL, counts unique clicks (and the open they imply)', async () => {
    const { newsletter, a, b } = await sentToTwo();
    const res = await t.request('GET', path(a.wrapLink!('https://va.gov/pact')), { headers: reader });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('https://va.gov/pact');
    await t.request('GET', path(a.wrapLink!('https://va.gov/pact')), { headers: reader });
    await t.request('GET', path(b.wrapLink!('https://va.gov/pact')), { headers: reader });
    expect(await tracked(newsletter.id)).toMatchObject({ totalSent: 2, opened: 2, clicked: 2 });
    const [link] = await t.db
      .select({ clicks: newsletterLinks.clicks })
      .from(newsletterLinks)
      .where(and(eq(newsletterLinks.newsletterId, newsletter.id), eq(newsletterLinks.url, 'https://va.gov/pact')));
    expect(link.clicks).toBe(3);
  });

  it('a tampered link id is a 404, never a redirect to a URL of the request', async () => {
    const { a } = await sentToTwo();
    const good = path(a.wrapLink!('https://va.gov/pact'));
    const [, , linkId, rest] = good.match(/^\/(r)\/([^/]+)\/(.+)$/)!;
    const tampered = `/r/${linkId.slice(0, -1)}${linkId.endsWith('0') ? '1' : '0'}/${rest}`;
    for (const url of [tampered, `/r/not-an-id/${rest}`, `/r/https%3A%2F%2Fevil.example/${rest}`]) {
      const res = await t.request('GET', url, { headers: reader });
      expect(res.status, url).toBe(404);
      expect(res.headers.get('location')).toBeNull();
      expect(res.json).toMatchObject({ code: 'NOT_FOUND' });
    }
  });

  it('refuses a real link id with a forged reader or stamp (400), redirecting nowhere and counting nothing', async () => {
    const { newsletter, a } = await sentToTwo();
    const [, linkId, subscriberId] = path(a.wrapLink!('https://va.gov/pact')).match(/^\/r\/([^/]+)\/([^/]+)\//)!;
    for (const url of [
      `/r/${linkId}/${subscriberId}/abc`,
      `/r/${linkId}/${subscriberId}/${'1'.repeat(300)}`,
      `/r/${linkId}/${subscriberId}/1%00`,
      `/r/${linkId}/not-a-reader/1`,
      `/r/${linkId}/${subscriberId}%00/1`,
    ]) {
      const res = await t.request('GET', url, { headers: reader });
      expect(res.status, url).toBe(400);
      expect(res.headers.get('location')).toBeNull();
      expect(res.json, url).toEqual({ error: 'This tracking link is not valid.', code: 'BAD_REQUEST' });
    }
    expect(await tracked(newsletter.id)).toMatchObject({ opened: 0, clicked: 0 });
    expect(await t.db.$count(trackingEvents, eq(trackingEvents.newsletterId, newsletter.id))).toBe(0);
    const [link] = await t.db.select({ clicks: newsletterLinks.clicks }).from(newsletterLinks).where(eq(newsletterLinks.id, linkId));
    expect(link.clicks).toBe(0);
  });

  it('marks links into the site so a lead made after the click is that newsletter’s conversion', async () => {
    const { newsletter, a } = await sentToTwo();
    const res = await t.request('GET', path(a.wrapLink!('http://localhost:3000/marketplace')), { headers: reader });
    const landing = new URL(res.headers.get('location')!);
    expect(landing.pathname).toBe('/marketplace');
    expect(Object.fromEntries(landing.searchParams)).toEqual({ utm_source: 'muster', utm_medium: 'email', utm_campaign: newsletter.id });
    const lead = await t.request('POST', '/api/leads', {
      body: { name: 'Dana', email: 'dana@example.org', utmSource: 'muster', utmMedium: 'email', utmCampaign: newsletter.id },
    });
    expect(lead.status).toBe(201);
    await t.request('POST', '/api/leads', {
      body: { name: 'Eli', email: 'eli@example.org', utmMedium: 'social', utmCampaign: newsletter.id },
    });
    expect(await tracked(newsletter.id)).toMatchObject({ clicked: 1, conversions: 1 });
  });
});

describe('analytics read the tracked figures', () => {
  it('shows them in the summary the dashboard and the analytics page use', async () => {
    const { newsletter, a } = await sentToTwo();
    await t.request('GET', path(a.openPixelUrl!), { headers: reader });
    const summary = await t.request('GET', '/api/analytics/summary', { cookie: admin });
    const row = summary.json.recentSent.find((r: { id: string }) => r.id === newsletter.id);
    expect(row).toMatchObject({ totalSent: 2, opened: 1, clicked: 0, openRate: 50 });
  });
});

describe('TRACKING=off', () => {
  it('records no open and no click, and old links still lead where they did', async () => {
    const { newsletter, a } = await sentToTwo();
    // the same database, served by an app whose settings say TRACKING=off
    const config = { ...t.config, tracking: false };
    const off = createApp({ ...t.runtime, config, services: createServices({ ...t.runtime, db: t.db, config }), serveClient: false });
    expect((await off.request(path(a.openPixelUrl!), { headers: reader })).status).toBe(200);
    const click = await off.request(path(a.wrapLink!('https://va.gov/pact')), { headers: reader });
    expect(click.headers.get('location')).toBe('https://va.gov/pact');
    expect(await t.db.select({ id: trackingEvents.id }).from(trackingEvents).where(eq(trackingEvents.newsletterId, newsletter.id))).toEqual(
      [],
    );
    expect(await tracked(newsletter.id)).toMatchObject({ opened: 0, clicked: 0 });
  });
});
