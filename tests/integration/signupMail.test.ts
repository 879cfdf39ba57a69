import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../support/testApp';
import { startSmtpPeer, type SmtpPeer } from '../support/smtpPeer';
import { readableMail, until } from '../support/receivedMail';
import { trpcData, trpcInput } from '../support/trpcWire';
import { createSubscriber } from '../factories/subscribers';
import { subscribers } from '../../src/server/db/schema';
import { signupMailJob } from '../../src/server/jobs/signupMail';

let peer: SmtpPeer;
const smtp = () => ({ url: peer.url, from: 'Muster <news@muster.example>' });
const mailsTo = (address: string) => peer.received.filter((m) => m.to.includes(address)).map(readableMail);
const storedByEmail = async (t: TestApp, email: string) => (await t.db.select().from(subscribers).where(eq(subscribers.email, email)))[0];

beforeAll(async () => {
  peer = await startSmtpPeer();
});
afterAll(() => peer.close());

describe('public sign-up mail', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ smtp: smtp() });
    await t.runtime.jobs.work(t.runtime, [signupMailJob]);
  });
  afterAll(() => t.close());

  it('welcomes a new address with its own preferences and unsubscribe links', async () => {
    const res = await t.request('POST', '/api/subscribers', { body: { email: 'New.Reader@example.org', name: 'Nora' } });
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({ email: 'new.reader@example.org', subscribed: true });
    const { token } = await storedByEmail(t, 'new.reader@example.org');
    await until(() => mailsTo('new.reader@example.org').length > 0);
    const [mail] = mailsTo('new.reader@example.org');
    expect(mail).toMatch(/^Subject: Welcome to Muster/m);
    expect(mail).toMatch(/^From: Muster <news@muster\.example>/m);
    expect(mail).toContain('Hi Nora,');
    expect(mail).toContain(`http://localhost:3000/preferences/${token}`);
    expect(mail).toMatch(
      new RegExp(
        `^List-Unsubscribe: <http://localhost:3000/unsubscribe/${token}>, <mailto:unsubscribe\\+${token}@muster\\.example\\?subject=unsubscribe>`,
        'm',
      ),
    );
    expect(mail).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m);
  });

  it('does not resubscribe an address that unsubscribed: it asks the owner by email, and tells the form nothing', async () => {
    const gone = await createSubscriber(
      {
        email: 'left@example.org',
        name: 'Original Name',
        veteranBranch: 'army',
        subscribed: false,
        unsubscribedAt: new Date('2026-01-01T00:00:00Z'),
      },
      t.db,
    );
    const stranger = await t.request('POST', '/api/subscribers', {
      body: { email: 'Left@example.org', name: 'Someone Else', veteranBranch: 'navy' },
    });
    const fresh = await t.request('POST', '/api/subscribers', {
      body: { email: 'never.seen@example.org', name: 'Someone Else', veteranBranch: 'navy' },
    });
    // the same status and the same shape as a new sign-up; nothing of the stored row
    expect(stranger.status).toBe(fresh.status);
    expect(Object.keys(stranger.json).sort()).toEqual(Object.keys(fresh.json).sort());
    expect(stranger.json).toMatchObject({
      email: 'left@example.org',
      name: 'Someone Else',
      veteranBranch: 'navy',
      subscribed: true,
      unsubscribedAt: null,
    });
    expect(stranger.json.id).not.toBe(gone.id);
    expect(stranger.text).not.toContain('Original Name');

    expect(await storedByEmail(t, 'left@example.org')).toMatchObject({
      subscribed: false,
      name: 'Original Name',
      veteranBranch: 'army',
      unsubscribedAt: new Date('2026-01-01T00:00:00Z'),
    });
    await until(() => mailsTo('left@example.org').length > 0);
    const [mail] = mailsTo('left@example.org');
    expect(mail).toMatch(/^Subject: Confirm your Muster subscription/m);
    expect(mail).toContain(`http://localhost:3000/confirm/${gone.token}`);

    // a second try within the hour sends no second email: the form cannot bomb an inbox
    await t.request('POST', '/api/subscribers', { body: { email: 'left@example.org' } });
    await until(() => mailsTo('never.seen@example.org').length > 0);
    await new Promise((r) => setTimeout(r, 1500));
    expect(mailsTo('left@example.org')).toHaveLength(1);

    // only the link's button resubscribes
    expect((await t.request('POST', `/api/subscriptions/${gone.token}/resubscribe`)).status).toBe(200);
    expect(await storedByEmail(t, 'left@example.org')).toMatchObject({ subscribed: true, unsubscribedAt: null, name: 'Original Name' });
  });

  it('sends nothing for an address already subscribed (409)', async () => {
    await createSubscriber({ email: 'here@example.org' }, t.db);
    const res = await t.request('POST', '/api/subscribers', { body: { email: 'here@example.org' } });
    expect(res.status).toBe(409);
    await t.request('POST', '/api/subscribers', { body: { email: 'marker@example.org' } });
    await until(() => mailsTo('marker@example.org').length > 0);
    expect(mailsTo('here@example.org')).toHaveLength(0);
  });

  it('an admin adding a subscriber sends no welcome email and may resubscribe', async () => {
    const cookie = await t.login();
    await createSubscriber({ email: 'by.admin@example.org', subscribed: false, unsubscribedAt: new Date() }, t.db);
    const res = await t.request('POST', '/api/subscribers', { cookie, body: { email: 'by.admin@example.org' } });
    expect(res.json).toMatchObject({ subscribed: true });
    await t.request('POST', '/api/subscribers', { body: { email: 'marker2@example.org' } });
    await until(() => mailsTo('marker2@example.org').length > 0);
    expect(mailsTo('by.admin@example.org')).toHaveLength(0);
  });
});

describe('SIGNUP_DOUBLE_OPT_IN', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ smtp: smtp(), signupDoubleOptIn: true });
    await t.runtime.jobs.work(t.runtime, [signupMailJob]);
  });
  afterAll(() => t.close());

  it('keeps every public sign-up unsubscribed until the link of its confirmation email is used', async () => {
    const res = await t.request('POST', '/api/subscribers', { body: { email: 'double@example.org' } });
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({ subscribed: false, unsubscribedAt: null });
    const stored = await storedByEmail(t, 'double@example.org');
    expect(stored.subscribed).toBe(false);
    await until(() => mailsTo('double@example.org').length > 0);
    expect(mailsTo('double@example.org')[0]).toContain(`http://localhost:3000/confirm/${stored.token}`);
    await t.request('POST', `/api/subscriptions/${stored.token}/resubscribe`);
    expect((await storedByEmail(t, 'double@example.org')).subscribed).toBe(true);
  });
});

describe('"email me my link" (subscriptions.requestLink)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ smtp: smtp() });
    await t.runtime.jobs.work(t.runtime, [signupMailJob]);
  });
  afterAll(() => t.close());

  const requestLink = (body: unknown) => t.request('POST', '/api/subscriptions/link', { body });
  const linkOf = (mail: string, path: string) => new RegExp(`http://localhost:3000/${path}/([0-9a-f]{64})`).exec(mail)?.[1];

  it('answers a known and an unknown address alike, and mails the subscriber links that work', async () => {
    const reader = await createSubscriber({ email: 'linked@example.org', name: 'Lin' }, t.db);
    const known = await requestLink({ email: ' Linked@Example.org ' });
    const unknown = await requestLink({ email: 'nobody.here@example.org' });
    expect(known.status).toBe(unknown.status);
    expect(known.status).toBeLessThan(300);
    expect(known.json).toEqual({ email: 'linked@example.org' });
    expect(unknown.json).toEqual({ email: 'nobody.here@example.org' });

    await until(() => mailsTo('linked@example.org').length > 0);
    const [mail] = mailsTo('linked@example.org');
    expect(mail).toMatch(/^Subject: Your Muster subscription links/m);
    expect(linkOf(mail, 'preferences')).toBe(reader.token);
    // the mailed unsubscribe link really unsubscribes (its page's button calls this)
    const token = linkOf(mail, 'unsubscribe')!;
    expect((await t.request('POST', `/api/subscriptions/${token}/unsubscribe`)).status).toBe(200);
    expect((await storedByEmail(t, 'linked@example.org')).subscribed).toBe(false);
    expect(mailsTo('nobody.here@example.org')).toHaveLength(0);
  });

  it('over tRPC too, and an unsubscribed reader still gets their links (to come back)', async () => {
    await createSubscriber({ email: 'gone.linked@example.org', subscribed: false, unsubscribedAt: new Date() }, t.db);
    const res = await t.app.request('/trpc/subscriptions.requestLink', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: trpcInput({ email: 'gone.linked@example.org' }),
    });
    expect(res.status).toBe(200);
    expect(trpcData(await res.json())).toEqual({ email: 'gone.linked@example.org' });
    await until(() => mailsTo('gone.linked@example.org').length > 0);
    expect(mailsTo('gone.linked@example.org')[0]).toMatch(/\/preferences\/[0-9a-f]{64}/);
  });

  it('mails one address at most three times an hour, whoever asks, and answers the same', async () => {
    await createSubscriber({ email: 'bombed@example.org' }, t.db);
    for (let i = 0; i < 5; i++) expect((await requestLink({ email: 'bombed@example.org' })).json).toEqual({ email: 'bombed@example.org' });
    await until(() => mailsTo('bombed@example.org').length >= 3);
    await requestLink({ email: 'linked.marker@example.org' });
    await createSubscriber({ email: 'linked.marker2@example.org' }, t.db);
    await requestLink({ email: 'linked.marker2@example.org' });
    await until(() => mailsTo('linked.marker2@example.org').length > 0);
    expect(mailsTo('bombed@example.org')).toHaveLength(3);
  });

  it.each([
    [{}, 'Please enter an email address.'],
    [{ email: 'not an email' }, 'Please enter a valid email address.'],
    [{ email: `${'a'.repeat(250)}@example.org` }, 'Please enter a valid email address.'],
    [{ email: 42 }, undefined],
    [{ email: 'nul\u0000@example.org' }, undefined],
  ])('refuses %j with a 400 and mails nobody', async (body, message) => {
    const before = peer.received.length;
    const res = await requestLink(body);
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ code: 'BAD_REQUEST', error: message ?? expect.any(String) });
    await requestLink({ email: 'linked.marker3@example.org' });
    expect(peer.received.length).toBe(before);
  });
});
