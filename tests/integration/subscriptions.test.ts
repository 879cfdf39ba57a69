import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../support/testApp';
import { captureLogs } from '../support/logCapture';
import { createSubscriber } from '../factories/subscribers';
import { createNewsletter } from '../factories/newsletters';
import { newsletterLinks, subscribers } from '../../src/server/db/schema';
import { createApp } from '../../src/server/app';
import { listUnsubscribeHeaders } from '../../src/server/services/newsletters/email/headers';
import { prepareRecipientLinks } from '../../src/server/services/subscriptions/recipientLinks';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
});
afterAll(() => t.close());

const forged = 'f'.repeat(64);
const stored = async (id: string) => (await t.db.select().from(subscribers).where(eq(subscribers.id, id)))[0];

describe('subscriber tokens', () => {
  it('gives every subscriber its own 64-hex token, and no API shows it', async () => {
    const res = await t.request('POST', '/api/subscribers', { body: { email: 'key.reader@example.org' } });
    expect(res.status).toBe(201);
    expect(res.text).not.toMatch(/"token"/);
    const a = await stored(res.json.id);
    const b = await createSubscriber({}, t.db);
    expect(a.token).toMatch(/^[0-9a-f]{64}$/);
    expect(b.token).toMatch(/^[0-9a-f]{64}$/);
    expect(a.token).not.toBe(b.token);
    const list = await t.request('GET', '/api/subscribers', { cookie: admin });
    expect(list.text).not.toContain(a.token);
    const prefs = await t.request('GET', `/api/subscriptions/${a.token}`);
    expect(prefs.text).not.toContain(a.token);
    expect(prefs.text).not.toContain(a.id);
  });
});

describe('one-click unsubscribe (RFC 8058)', () => {
  it('keeps the token out of the request log', async () => {
    const s = await createSubscriber({}, t.db);
    const log = captureLogs('info');
    try {
      await oneClick(s.token);
      await t.request('GET', `/api/subscriptions/${s.token}`);
    } finally {
      log.restore();
    }
    expect(log.lines.map((l) => l.path)).toEqual(['/unsubscribe/{token}', '/api/subscriptions/{token}']);
    expect(log.text()).not.toContain(s.token);
  });

  const oneClick = (token: string) =>
    t.request('POST', `/unsubscribe/${token}`, {
      rawBody: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });

  it('unsubscribes at once on POST, and a second POST keeps the first date', async () => {
    const s = await createSubscriber({}, t.db);
    const res = await oneClick(s.token);
    expect(res.status).toBe(200);
    const after = await stored(s.id);
    expect(after).toMatchObject({ subscribed: false, unsubscribedAt: expect.any(Date) });
    expect((await oneClick(s.token)).status).toBe(200);
    expect((await stored(s.id)).unsubscribedAt).toEqual(after.unsubscribedAt);
  });

  it('refuses a forged token with a 4xx and unsubscribes nobody', async () => {
    const s = await createSubscriber({}, t.db);
    const unknown = await oneClick(forged);
    expect(unknown.status).toBe(404);
    expect(unknown.json).toMatchObject({ code: 'NOT_FOUND' });
    const malformed = await oneClick(`${s.token.slice(0, 63)}x`);
    expect(malformed.status).toBe(400);
    for (const token of ['1', `${s.token}%00`, '%00', s.token.toUpperCase(), 'a'.repeat(5000), `${s.token}/..`]) {
      const res = await oneClick(token);
      expect(res.status, token).toBeGreaterThanOrEqual(400);
      expect(res.status, token).toBeLessThan(500);
      expect(res.json, token).toMatchObject({ code: expect.stringMatching(/^(BAD_REQUEST|NOT_FOUND)$/), error: expect.any(String) });
    }
    expect(await stored(s.id)).toMatchObject({ subscribed: true, unsubscribedAt: null });
  });

  it('a GET of the same address shows the confirmation page and changes nothing', async () => {
    const clientDir = mkdtempSync(path.join(tmpdir(), 'muster-client-'));
    writeFileSync(path.join(clientDir, 'index.html'), '<!doctype html><title>Muster</title><div id="root"></div>');
    const withClient = createApp({ ...t.runtime, clientDir });
    const s = await createSubscriber({}, t.db);
    for (const method of ['GET', 'HEAD']) {
      const res = await withClient.request(`/unsubscribe/${s.token}`, { method });
      expect(res.status, method).toBe(200);
    }
    expect(await stored(s.id)).toMatchObject({ subscribed: true, unsubscribedAt: null });
  });
});

describe('Update Preferences by token', () => {
  it('shows the reader their own subscription', async () => {
    const s = await createSubscriber({ name: 'Pat Reader', veteranBranch: 'navy' }, t.db);
    const res = await t.request('GET', `/api/subscriptions/${s.token}`);
    expect(res.status).toBe(200);
    expect(res.json).toEqual({
      email: s.email,
      name: 'Pat Reader',
      veteranBranch: 'navy',
      subscribed: true,
      wantsDailyBrief: true,
      wantsWeeklyDeepDive: true,
    });
    expect((await t.request('GET', `/api/subscriptions/${forged}`)).status).toBe(404);
    for (const bad of [`${s.token}%00`, 'a'.repeat(5000), s.token.toUpperCase()]) {
      expect((await t.request('GET', `/api/subscriptions/${bad}`)).json, bad).toMatchObject({ code: 'BAD_REQUEST' });
    }
    expect((await t.request('GET', '/api/subscriptions/not-a-token')).json).toMatchObject({
      code: 'BAD_REQUEST',
      error: 'This link is not valid. Please use the link from your latest email.',
    });
  });

  it('changes newsletters, name and branch; one newsletter at least', async () => {
    const s = await createSubscriber({ name: 'Old Name' }, t.db);
    const res = await t.request('PUT', `/api/subscriptions/${s.token}`, {
      body: { wantsDailyBrief: false, wantsWeeklyDeepDive: true, name: '  New Name ', veteranBranch: 'reserves' },
    });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ wantsDailyBrief: false, wantsWeeklyDeepDive: true, name: 'New Name', veteranBranch: 'reserves' });
    const neither = await t.request('PUT', `/api/subscriptions/${s.token}`, {
      body: { wantsDailyBrief: false, wantsWeeklyDeepDive: false, name: 'Changed' },
    });
    expect(neither.status).toBe(400);
    for (const body of [
      { wantsDailyBrief: 'yes', wantsWeeklyDeepDive: true },
      { wantsDailyBrief: true, wantsWeeklyDeepDive: true, name: 'a\u0000b' },
      { wantsDailyBrief: true, wantsWeeklyDeepDive: true, name: 'x'.repeat(300) },
      { wantsDailyBrief: true, wantsWeeklyDeepDive: true, veteranBranch: 42 },
      [1, 2],
    ]) {
      const res = await t.request('PUT', `/api/subscriptions/${s.token}`, { body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.json.code).toBe('BAD_REQUEST');
    }
    expect(neither.json.error).toBe('Choose at least one newsletter, or unsubscribe from all.');
    expect(await stored(s.id)).toMatchObject({ wantsDailyBrief: false, wantsWeeklyDeepDive: true, name: 'New Name' });
    const keepName = await t.request('PUT', `/api/subscriptions/${s.token}`, {
      body: { wantsDailyBrief: true, wantsWeeklyDeepDive: false },
    });
    expect(keepName.json).toMatchObject({ name: 'New Name', veteranBranch: 'reserves', wantsDailyBrief: true });
  });

  it('unsubscribes from all and resubscribes', async () => {
    const s = await createSubscriber({}, t.db);
    const off = await t.request('POST', `/api/subscriptions/${s.token}/unsubscribe`);
    expect(off.status).toBe(200);
    expect(off.json.subscribed).toBe(false);
    expect((await stored(s.id)).unsubscribedAt).toBeInstanceOf(Date);
    const on = await t.request('POST', `/api/subscriptions/${s.token}/resubscribe`);
    expect(on.json.subscribed).toBe(true);
    expect(await stored(s.id)).toMatchObject({ subscribed: true, unsubscribedAt: null });
    expect((await t.request('POST', `/api/subscriptions/${forged}/resubscribe`)).status).toBe(404);
  });
});

describe('recipient links for the renderer', () => {
  it('builds the footer addresses, the pixel and redirects by stored link id', async () => {
    const newsletter = await createNewsletter({}, t.db);
    const s = await createSubscriber({}, t.db);
    const links = ['https://example.org/a', 'https://example.org/b', 'https://example.org/a', 'mailto:help@example.org'];
    const forRecipient = await prepareRecipientLinks(t.db, t.config, newsletter.id, links);
    const ctx = forRecipient(s, new Date('2030-01-01T00:00:00Z'));
    expect(ctx).toMatchObject({
      viewInBrowserUrl: `http://localhost:3000/newsletter/${newsletter.id}`,
      unsubscribeUrl: `http://localhost:3000/unsubscribe/${s.token}`,
      unsubscribeMailto: `mailto:unsubscribe+${s.token}@localhost?subject=unsubscribe`,
      preferencesUrl: `http://localhost:3000/preferences/${s.token}`,
      openPixelUrl: `http://localhost:3000/o/${newsletter.id}/${s.id}/1893456000.gif`,
    });
    const stored = await t.db
      .select({ id: newsletterLinks.id, url: newsletterLinks.url })
      .from(newsletterLinks)
      .where(eq(newsletterLinks.newsletterId, newsletter.id));
    expect(stored.map((l) => l.url).sort()).toEqual(['https://example.org/a', 'https://example.org/b']);
    const a = stored.find((l) => l.url === 'https://example.org/a')!;
    expect(ctx.wrapLink!('https://example.org/a')).toBe(`http://localhost:3000/r/${a.id}/${s.id}/1893456000`);
    expect(ctx.wrapLink!('https://elsewhere.example/')).toBe('https://elsewhere.example/');
    // a second preparation (a resumed send) finds the same ids
    const again = (await prepareRecipientLinks(t.db, t.config, newsletter.id, links))(s, new Date('2030-01-01T00:00:00Z'));
    expect(again.wrapLink!('https://example.org/a')).toBe(ctx.wrapLink!('https://example.org/a'));
    expect(listUnsubscribeHeaders(ctx)).toEqual({
      'List-Unsubscribe': `<http://localhost:3000/unsubscribe/${s.token}>, <mailto:unsubscribe+${s.token}@localhost?subject=unsubscribe>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
  });

  it('with TRACKING=off has no pixel and leaves links alone', async () => {
    const newsletter = await createNewsletter({}, t.db);
    const s = await createSubscriber({}, t.db);
    const config = { ...t.config, tracking: false, smtp: { from: 'Muster <news@Muster.Example>' } };
    const ctx = (await prepareRecipientLinks(t.db, config, newsletter.id, ['https://example.org/x']))(s);
    expect(ctx.openPixelUrl).toBeUndefined();
    expect(ctx.wrapLink).toBeUndefined();
    expect(ctx.unsubscribeMailto).toBe(`mailto:unsubscribe+${s.token}@muster.example?subject=unsubscribe`);
  });
});
