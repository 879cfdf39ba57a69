import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../support/testApp';
import { listen, trpcBatch, type LiveServer } from '../support/liveServer';
import { parseTrustProxy } from '../../src/server/http/trustProxy';
import { leads, rateLimitCounters, subscribers, vendors } from '../../src/server/db/schema';
import { createApp } from '../../src/server/app';
import { createServices } from '../../src/server/services';
import { createRateLimitService } from '../../src/server/services/rateLimits';

/** Small limits so a burst shows them; the defaults are tested in tests/unit/config.test.ts. */
const LIMIT = 3;
const WINDOW = { windowSeconds: 600 };

let t: TestApp;
let live: LiveServer;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({
    trustProxy: parseTrustProxy('loopback'),
    rateLimits: {
      login: { max: 30, ...WINDOW },
      subscribe: { max: LIMIT, ...WINDOW },
      linkRequest: { max: LIMIT, ...WINDOW },
      leads: { max: LIMIT, ...WINDOW },
      chat: { max: LIMIT, ...WINDOW },
      vendorApply: { max: LIMIT, ...WINDOW },
    },
  });
  live = await listen(t.app);
  admin = await t.login();
});
afterAll(async () => {
  await live.close();
  await t.close();
});
beforeEach(async () => {
  await t.db.delete(rateLimitCounters);
});

let serial = 0;
const email = () => `burst${++serial}@example.org`;
const bodies = {
  '/api/subscribers': () => ({ email: email() }),
  '/api/subscriptions/link': () => ({ email: email() }),
  '/api/leads': () => ({ name: 'Pat Doe', email: email() }),
  '/api/vendors': () => ({ companyName: `Burst Co ${++serial}`, email: email() }),
  '/api/chat/message': () => ({ sessionId: 'burst', message: 'How do I file a VA disability claim?' }),
} as const;
type PublicPost = keyof typeof bodies;

const post = (path: PublicPost, from: string, body: unknown = bodies[path]()) => live.request('POST', path, { body, from });

async function burst(path: PublicPost, from: string, n: number) {
  return Promise.all(Array.from({ length: n }, () => post(path, from)));
}

describe('public POSTs are limited per client address', () => {
  it.each(Object.keys(bodies) as PublicPost[])(
    '%s: a burst of 20 gets exactly the limit through, the rest 429 with Retry-After',
    async (path) => {
      const results = await burst(path, '198.51.100.30', 20);
      const ok = results.filter((r) => r.status === 200 || r.status === 201);
      const refused = results.filter((r) => r.status === 429);
      expect(ok).toHaveLength(LIMIT);
      expect(refused).toHaveLength(20 - LIMIT);
      for (const res of refused) {
        const retryAfter = Number(res.headers.get('retry-after'));
        expect(retryAfter).toBeGreaterThan(0);
        expect(retryAfter).toBeLessThanOrEqual(WINDOW.windowSeconds);
        expect(await res.json()).toEqual({
          error: expect.stringMatching(/^Too many requests/),
          code: 'TOO_MANY_REQUESTS',
          requestId: res.headers.get('x-request-id'),
        });
      }
      // another address is not affected
      expect([200, 201]).toContain((await post(path, '198.51.100.31')).status);
    },
  );

  it('stores nothing for a refused request', async () => {
    const from = '198.51.100.32';
    await burst('/api/leads', from, LIMIT);
    const before = await t.db.$count(leads);
    const body = { name: 'Refused Lead', email: 'refused-lead@example.org' };
    expect((await post('/api/leads', from, body)).status).toBe(429);
    expect(await t.db.$count(leads)).toBe(before);
    expect(await t.db.$count(leads, eq(leads.veteranEmail, 'refused-lead@example.org'))).toBe(0);
    await burst('/api/vendors', from, LIMIT);
    expect((await post('/api/vendors', from, { companyName: 'Refused Co', email: 'refused-co@example.org' })).status).toBe(429);
    expect(await t.db.$count(vendors, eq(vendors.companyName, 'Refused Co'))).toBe(0);
  });

  it('counts junk too: invalid requests use up the allowance', async () => {
    const from = '198.51.100.33';
    for (let i = 0; i < LIMIT; i++) expect((await post('/api/subscribers', from, { email: 'not an email' })).status).toBe(400);
    expect((await post('/api/subscribers', from)).status).toBe(429);
  });

  it('counts each call of a tRPC batch', async () => {
    const inputs = Array.from({ length: 8 }, () => ({ email: email() }));
    const res = await trpcBatch(live, 'subscribers.create', inputs, '198.51.100.34');
    const calls = res.calls.map((c) => c.status);
    expect(calls.filter((s) => s === 200)).toHaveLength(LIMIT);
    expect(calls.filter((s) => s === 429)).toHaveLength(8 - LIMIT);
    expect(await t.db.$count(subscribers, sql`${subscribers.email} in ${inputs.map((i) => i.email)}`)).toBe(LIMIT);
  });

  it('does not count an admin (the admin add form calls the same procedure)', async () => {
    for (let i = 0; i < LIMIT + 2; i++) {
      const res = await live.request('POST', '/api/subscribers', { body: { email: email() }, from: '198.51.100.35', cookie: admin });
      expect(res.status).toBe(201);
    }
  });

  it('is counted in the database, so every instance agrees', async () => {
    // a second instance: its own services and app over the same database
    const other = createApp({
      ...t.runtime,
      services: createServices({
        db: t.db,
        database: t.runtime.database,
        config: t.config,
        jobs: t.runtime.jobs,
        mailer: t.runtime.mailer,
      }),
      serveClient: false,
    });
    const otherLive = await listen(other);
    try {
      const from = '198.51.100.36';
      const statuses: number[] = [];
      for (let i = 0; i < LIMIT + 1; i++) {
        const server = i % 2 ? otherLive : live;
        statuses.push((await server.request('POST', '/api/leads', { body: bodies['/api/leads'](), from })).status);
      }
      expect(statuses).toEqual([...Array(LIMIT).fill(201), 429]);
    } finally {
      await otherLive.close();
    }
  });

  it('starts a fresh window once the old one has passed', async () => {
    const from = '198.51.100.37';
    await burst('/api/subscribers', from, LIMIT);
    expect((await post('/api/subscribers', from)).status).toBe(429);
    await t.db
      .update(rateLimitCounters)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(rateLimitCounters.key, `subscribe:${from}`));
    expect((await post('/api/subscribers', from)).status).toBe(201);
    const [row] = await t.db
      .select()
      .from(rateLimitCounters)
      .where(eq(rateLimitCounters.key, `subscribe:${from}`));
    expect(row.hits).toBe(1);
  });

  it('sweeps counters whose window has passed', async () => {
    await t.db.insert(rateLimitCounters).values([
      { key: 'chat:192.0.2.1', hits: 9, expiresAt: sql`now() - interval '1 minute'` },
      { key: 'chat:192.0.2.2', hits: 9, expiresAt: sql`now() + interval '1 minute'` },
    ]);
    // a fresh process sweeps on its first count, then at most once a minute
    await createRateLimitService({ db: t.db }).hit([{ key: 'chat:192.0.2.3', max: 1, windowSeconds: 60 }]);
    const keys = (await t.db.select({ key: rateLimitCounters.key }).from(rateLimitCounters)).map((r) => r.key).sort();
    expect(keys).toEqual(['chat:192.0.2.2', 'chat:192.0.2.3']);
  });
});

describe('the chat over the limit', () => {
  it('still answers a message that shows crisis language with the crisis line, and refuses the rest', async () => {
    const from = '198.51.100.40';
    await burst('/api/chat/message', from, LIMIT);
    expect((await post('/api/chat/message', from)).status).toBe(429);

    for (const message of ['I want to kill myself', 'i dont want to be alive anymore', 'thinking about suicide tonight']) {
      const res = await post('/api/chat/message', from, { sessionId: 'burst-crisis', message });
      expect(res.status, message).toBe(200);
      const reply = await res.json();
      expect(reply).toMatchObject({ crisisFlag: true, urgencyLevel: 'emergency', vendorSuggestions: [] });
      expect(reply.response).toMatch(/988 and press 1/);
      expect(reply.response).toMatch(/838255/);
    }
    expect((await post('/api/chat/message', from)).status).toBe(429);
    // the conversation stays a crisis: its next message is answered too, with the crisis line
    const followUp = await post('/api/chat/message', from, { sessionId: 'burst-crisis', message: 'How do I file a VA claim?' });
    expect(followUp.status).toBe(200);
    expect(await followUp.json()).toMatchObject({ crisisFlag: true, intent: 'va_benefits', response: expect.stringMatching(/838255/) });
  });
});
