import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../support/testApp';
import { startSmtpPeer, type SmtpPeer } from '../support/smtpPeer';
import { countByRecipient, fastDelivery, headerOf, until } from '../support/delivery';
import { expectAdminOnly } from '../support/authz';
import { createSubscriber } from '../factories/subscribers';
import { createNewsletter } from '../factories/newsletters';
import { deliveries, subscribers } from '../../src/server/db/schema';
import { jobDefinitions } from '../../src/server/jobs/registry';

describe('sending a newsletter: one email per subscribed reader, through a real SMTP peer', () => {
  let t: TestApp;
  let peer: SmtpPeer;
  let admin: string;
  let busyRefusals = 0;

  beforeAll(async () => {
    peer = await startSmtpPeer({
      refuse: (to) => {
        if (to.startsWith('gone')) return { code: 550, message: 'No such user here' };
        // refused twice for now, accepted on the third attempt
        if (to.startsWith('busy') && busyRefusals < 2) {
          busyRefusals += 1;
          return { code: 451, message: 'Try again later' };
        }
        return null;
      },
    });
    t = await createTestApp({ smtp: { url: peer.url, from: 'Muster <brief@muster.example>' }, delivery: fastDelivery() });
    await t.runtime.jobs.work(t.runtime, jobDefinitions);
    admin = await t.login();
  });
  // on PostgreSQL, stopping pg-boss's workers takes close to a minute here (see the report)
  afterAll(async () => {
    await t.close();
    await peer.close();
  }, 120_000);

  const progress = async (id: string) => (await t.request('GET', `/api/newsletters/${id}/delivery`, { cookie: admin })).json;

  it('sends through PUT /api/newsletters/{id}: exactly one copy each to the readers who want it, none to the others', async () => {
    const tag = 'first';
    const wanted = await Promise.all([1, 2, 3].map((i) => createSubscriber({ email: `reader${i}-${tag}@example.org` }, t.db)));
    const busy = await createSubscriber({ email: `busy-${tag}@example.org` }, t.db);
    const gone = await createSubscriber({ email: `gone-${tag}@example.org` }, t.db);
    await createSubscriber({ email: `left-${tag}@example.org`, subscribed: false, unsubscribedAt: new Date() }, t.db);
    await createSubscriber({ email: `bounced-${tag}@example.org`, suppressedAt: new Date(), suppressionReason: '550' }, t.db);
    await createSubscriber({ email: `weekly-only-${tag}@example.org`, wantsDailyBrief: false }, t.db);
    const n = await createNewsletter({ title: 'Morning Muster', type: 'daily' }, t.db);

    const res = await t.request('PUT', `/api/newsletters/${n.id}`, { cookie: admin, body: { status: 'sent' } });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ id: n.id, status: 'sent' });

    await until(async () => (await progress(n.id)).queued === 0, 20_000, 'delivery to finish');
    expect(await progress(n.id)).toEqual({ queued: 0, sent: 4, failed: 1, total: 5 });

    const mine = peer.received.filter((m) => m.to[0].endsWith(`-${tag}@example.org`));
    const counts = countByRecipient(mine);
    expect(Object.fromEntries(counts)).toEqual(Object.fromEntries([...wanted.map((s) => s.email), busy.email].map((e) => [e, 1])));
    expect(busyRefusals).toBe(2);

    // each copy carries its reader's own token: the one-click link unsubscribes that reader
    const first = wanted[0];
    const raw = mine.find((m) => m.to[0] === first.email)!.raw;
    const [{ token }] = await t.db.select({ token: subscribers.token }).from(subscribers).where(eq(subscribers.id, first.id));
    expect(headerOf(raw, 'Subject')).toBe('Morning Muster');
    expect(headerOf(raw, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    expect(headerOf(raw, 'List-Unsubscribe')).toBe(
      `<http://localhost:3000/unsubscribe/${token}>, <mailto:unsubscribe+${token}@muster.example?subject=unsubscribe>`,
    );
    const oneClick = await t.app.request(`/unsubscribe/${token}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.status).toBe(200);
    const [left] = await t.db.select({ subscribed: subscribers.subscribed }).from(subscribers).where(eq(subscribers.id, first.id));
    expect(left.subscribed).toBe(false);
    // the sent count analytics reads is the number the peer accepted
    const analytics = await t.request('GET', '/api/analytics', { cookie: admin });
    expect(analytics.json.find((row: { newsletterId: string }) => row.newsletterId === n.id)).toMatchObject({ totalSent: 4 });
    expect(raw).toMatch(/text\/plain/);
    expect(raw).toMatch(/text\/html/);
    expect(raw).toContain('View in browser');

    // the permanent refusal suppressed the address, and the admin list shows it
    const [stored] = await t.db.select().from(subscribers).where(eq(subscribers.id, gone.id));
    expect(stored.suppressedAt).toBeInstanceOf(Date);
    expect(stored.suppressionReason).toContain('550');
    const list = await t.request('GET', `/api/subscribers?q=gone-${tag}`, { cookie: admin });
    expect(list.json[0]).toMatchObject({ email: gone.email, suppressedAt: expect.any(String) });
  });

  it('refuses a second send and a repeated request, and sends nothing twice', async () => {
    const s = await createSubscriber({ email: 'once-second@example.org' }, t.db);
    const n = await createNewsletter({ title: 'Twice?' }, t.db);
    const [a, b] = await Promise.all([
      t.request('PUT', `/api/newsletters/${n.id}`, { cookie: admin, body: { status: 'sent' } }),
      t.request('PUT', `/api/newsletters/${n.id}`, { cookie: admin, body: { status: 'sent' } }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    await until(async () => (await progress(n.id)).queued === 0);
    const again = await t.request('PUT', `/api/newsletters/${n.id}`, { cookie: admin, body: { status: 'sent' } });
    expect(again.status).toBe(409);
    // another job for the same newsletter (a retried job, a sweep) finds nothing to send
    await t.runtime.services.delivery.resumePending();
    await t.runtime.jobs.send('newsletter-delivery', { newsletterId: n.id });
    await new Promise((r) => setTimeout(r, 1500));
    expect(countByRecipient(peer.received).get(s.email)).toBe(1);
    const rows = await t.db.select().from(deliveries).where(eq(deliveries.newsletterId, n.id));
    expect(rows.filter((r) => r.subscriberId === s.id)).toHaveLength(1);
  });

  it('sends a test copy to a typed address, as a subscriber would get it', async () => {
    const n = await createNewsletter({ title: 'Test me' }, t.db);
    const res = await t.request('POST', `/api/newsletters/${n.id}/test`, { cookie: admin, body: { email: 'Editor@Example.org' } });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ email: 'editor@example.org' });
    const got = peer.received.findLast((m) => m.to[0] === 'editor@example.org');
    expect(got && headerOf(got.raw, 'Subject')).toBe('[Test] Test me');
    expect(got && headerOf(got.raw, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    // a test is no send: the newsletter stays a draft with no delivery rows
    expect((await t.request('GET', `/api/newsletters/${n.id}`, { cookie: admin })).json.status).toBe('draft');
    expect(await progress(n.id)).toEqual({ queued: 0, sent: 0, failed: 0, total: 0 });

    const bad = await t.request('POST', `/api/newsletters/${n.id}/test`, { cookie: admin, body: { email: 'not an address' } });
    expect(bad.status).toBe(400);
    expect(bad.json).toMatchObject({ error: 'Please enter a valid email address.', code: 'BAD_REQUEST' });
    const refused = await t.request('POST', `/api/newsletters/${n.id}/test`, { cookie: admin, body: { email: 'gone-test@example.org' } });
    expect(refused.status).toBe(502);
  });

  it('is for admins only', async () => {
    const n = await createNewsletter({}, t.db);
    await expectAdminOnly(t, 'GET', `/api/newsletters/${n.id}/delivery`);
    await expectAdminOnly(t, 'POST', `/api/newsletters/${n.id}/test`, { email: 'x@example.org' });
    expect((await t.request('GET', '/api/newsletters/00000000-0000-4000-8000-000000000000/delivery', { cookie: admin })).status).toBe(404);
  });
});
