import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/testApp';
import { startSmtpPeer, type SmtpPeer } from '../support/smtpPeer';
import { countByRecipient, fastDelivery, until } from '../support/delivery';
import { createSubscriber } from '../factories/subscribers';
import { createNewsletter } from '../factories/newsletters';
import { jobDefinitions } from '../../src/server/jobs/registry';
import { nextScheduledSend } from '../../src/shared/schedule';

describe('scheduled sends', () => {
  let t: TestApp;
  let peer: SmtpPeer;
  let admin: string;
  let reader: string;

  beforeAll(async () => {
    peer = await startSmtpPeer();
    t = await createTestApp({ smtp: { url: peer.url, from: 'Muster <brief@muster.example>' }, delivery: fastDelivery() });
    admin = await t.login();
    reader = (await createSubscriber({ email: 'scheduled-reader@example.org' }, t.db)).email;
  });
  afterAll(async () => {
    await t.close();
    await peer.close();
  }, 120_000);

  const put = (id: string, body: object) => t.request('PUT', `/api/newsletters/${id}`, { cookie: admin, body });
  const statusOf = async (id: string) => (await t.request('GET', `/api/newsletters/${id}`, { cookie: admin })).json.status;
  const copiesOf = (subject: string) => peer.received.filter((m) => m.raw.includes(`Subject: ${subject}`)).length;

  it('sends at start a newsletter whose time passed while no worker ran', async () => {
    const n = await createNewsletter({ title: 'Missed While Down' }, t.db);
    // a few seconds ahead, so that a slow machine still schedules it in the future
    const at = Date.now() + 3000;
    expect((await put(n.id, { status: 'scheduled', scheduledDate: new Date(at).toISOString() })).status).toBe(200);
    await new Promise((r) => setTimeout(r, Math.max(0, at - Date.now()) + 500));
    expect(copiesOf('Missed While Down')).toBe(0);
    // the workers start (as at a server start) after the instant has passed
    await t.runtime.jobs.work(t.runtime, jobDefinitions);
    await until(() => copiesOf('Missed While Down') === 1, 15_000, 'the missed send');
    expect(await statusOf(n.id)).toBe('sent');
  });

  it('sends at its instant, not before, exactly once', async () => {
    const n = await createNewsletter({ title: 'On Time' }, t.db);
    const at = Date.now() + 2500;
    await put(n.id, { status: 'scheduled', scheduledDate: new Date(at).toISOString() });
    await new Promise((r) => setTimeout(r, 1500));
    expect(copiesOf('On Time')).toBe(0);
    expect(await statusOf(n.id)).toBe('scheduled');
    await until(() => copiesOf('On Time') === 1, 15_000, 'the scheduled send');
    expect(Date.now()).toBeGreaterThanOrEqual(at);
    const stored = (await t.request('GET', `/api/newsletters/${n.id}`, { cookie: admin })).json;
    expect(stored.status).toBe('sent');
    expect(new Date(stored.sentDate).getTime()).toBeGreaterThanOrEqual(at);
    await new Promise((r) => setTimeout(r, 1000));
    expect(countByRecipient(peer.received.filter((m) => m.raw.includes('Subject: On Time'))).get(reader)).toBe(1);
  });

  it('cancelling (scheduled → draft) cancels the send; re-timing sends at the new time only', async () => {
    const cancelled = await createNewsletter({ title: 'Called Off' }, t.db);
    await put(cancelled.id, { status: 'scheduled', scheduledDate: new Date(Date.now() + 1500).toISOString() });
    expect((await put(cancelled.id, { status: 'draft' })).status).toBe(200);

    const retimed = await createNewsletter({ title: 'Moved Later' }, t.db);
    await put(retimed.id, { status: 'scheduled', scheduledDate: new Date(Date.now() + 1000).toISOString() });
    const later = Date.now() + 3500;
    await put(retimed.id, { scheduledDate: new Date(later).toISOString() });

    await new Promise((r) => setTimeout(r, 2500));
    expect(copiesOf('Called Off')).toBe(0);
    expect(await statusOf(cancelled.id)).toBe('draft');
    expect(copiesOf('Moved Later')).toBe(0);
    await until(() => copiesOf('Moved Later') === 1, 15_000, 'the re-timed send');
    expect(Date.now()).toBeGreaterThanOrEqual(later);
  });

  it('keeps the wall-clock hour across a daylight-saving change (America/New_York, 14 March 2027)', async () => {
    const zone = process.env.TZ;
    process.env.TZ = 'America/New_York';
    // the editor's Schedule Send on the Saturday before the change: Sunday 08:00 EDT, 12:00 UTC (not 13:00)
    const at = nextScheduledSend(new Date(2027, 2, 13, 15, 0));
    process.env.TZ = zone;
    expect(at.toISOString()).toBe('2027-03-14T12:00:00.000Z');
    const n = await createNewsletter({ title: 'Spring Forward' }, t.db);
    expect((await put(n.id, { status: 'scheduled', scheduledDate: at.toISOString() })).status).toBe(200);
    const [job] = await t.runtime.database.query<{ start_after: Date | string }>(
      `select start_after from pgboss.job where name = 'newsletter-scheduled-send' and data->>'newsletterId' = $1`,
      [n.id],
    );
    expect(new Date(job.start_after).toISOString()).toBe('2027-03-14T12:00:00.000Z');
  });
});
