import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../support/testApp';
import { captureLogs } from '../support/logCapture';
import { CRISIS_LINE, CRISIS_REPLY } from '../../src/server/services/chat/rules';
import { conversationWritesSettled } from '../../src/server/services/chat/conversationStore';
import { rateLimitCounters } from '../../src/server/db/schema';
import { OPENAI_TEST_BASE_URL, openaiTestConfig } from '../mocks/openai';

// a model that takes five seconds to answer anything
let modelCalls = 0;
const slowModel = setupServer(
  http.post(`${OPENAI_TEST_BASE_URL}/chat/completions`, async () => {
    modelCalls++;
    await delay(5_000);
    return HttpResponse.json({ error: 'too late' }, { status: 500 });
  }),
);

let t: TestApp;
beforeAll(async () => {
  slowModel.listen({ onUnhandledRequest: 'error' });
  // the rate limit on, and already spent by this address
  t = await createTestApp({ openai: openaiTestConfig(), rateLimits: { ...(await defaultLimits()), chat: { max: 1, windowSeconds: 600 } } });
});
afterAll(async () => {
  slowModel.close();
  await conversationWritesSettled();
  await t.close();
});

async function defaultLimits() {
  const { loadConfig } = await import('../../src/server/config');
  return loadConfig({}).rateLimits;
}

/** Storage and rate-limit counters fail (their tables are gone) for the duration of `work`. */
async function withFailingStorage(work: () => Promise<void>) {
  await t.db.execute(sql`alter table conversations rename to conversations_away`);
  await t.db.execute(sql`alter table rate_limit_counters rename to rate_limit_counters_away`);
  try {
    await work();
    await conversationWritesSettled();
  } finally {
    await t.db.execute(sql`alter table conversations_away rename to conversations`);
    await t.db.execute(sql`alter table rate_limit_counters_away rename to rate_limit_counters`);
  }
}

const timed = async (sessionId: string, message: string) => {
  const started = performance.now();
  const res = await t.request('POST', '/api/chat/message', { body: { sessionId, message } });
  return { ...res, ms: performance.now() - started };
};

describe('a crisis message is answered in under a second, whatever else is failing', () => {
  it('over the rate limit, with a five-second model and failing storage', async () => {
    // spends the limit of one (a crisis message counts too), then an ordinary one is refused
    expect((await timed('warm-up', 'I want to kill myself')).status).toBe(200);
    // a crisis is answered without waiting on its count: on a pool of connections the count may
    // land after the answer, so the next request waits until it has
    await vi.waitFor(async () => expect((await t.db.select().from(rateLimitCounters)).map((c) => c.hits)).toEqual([1]));
    expect((await timed('refused', 'How do I file a VA claim?')).status).toBe(429);

    const log = captureLogs('warn');
    try {
      await withFailingStorage(async () => {
        const crisis = await timed('latency-crisis', "i've got the pills lined up and want to end my life tonight");
        expect(crisis.status).toBe(200);
        expect(crisis.json).toMatchObject({ crisisFlag: true, urgencyLevel: 'emergency', response: CRISIS_REPLY });
        expect(crisis.ms).toBeLessThan(1000);

        // the conversation stays a crisis from this process's memory while the database fails
        const next = await timed('latency-crisis', 'can you help me with my rent');
        expect(next.status).toBe(200);
        expect(next.json.crisisFlag).toBe(true);
        expect(next.json.response).toContain(CRISIS_LINE);
        expect(next.ms).toBeLessThan(1000);
      });
    } finally {
      log.restore();
    }
    // the model was never waited on for a crisis conversation
    expect(modelCalls).toBe(0);
    expect(log.withMessage(/could not store the conversation/).length).toBeGreaterThan(0);
    expect(log.withMessage(/rate limit counter unavailable/).length).toBeGreaterThan(0);
  });
});
