import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../support/testApp';
import { defineJob } from '../../src/server/jobs/types';
import { sqlRunnerOf } from '../../src/server/db/sqlRunner';

const until = async (check: () => boolean, ms = 15_000) => {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 50));
  }
};

describe('background jobs on the app database (pg-boss)', () => {
  let t: TestApp;
  const seen: { queue: string; data: any }[] = [];
  let failuresLeft = 2;
  let releaseSlow: () => void = () => {};
  let slowStarted = false;
  let slowFinished = false;

  const record = defineJob<{ n: number }>({
    queue: 'test-record',
    workOptions: { pollingIntervalSeconds: 0.5 },
    handle: async (_runtime, jobs) => {
      for (const job of jobs) seen.push({ queue: 'test-record', data: job.data });
    },
  });
  const flaky = defineJob<{ n: number }>({
    queue: 'test-flaky',
    queueOptions: { retryLimit: 3, retryDelay: 1 },
    workOptions: { pollingIntervalSeconds: 0.5 },
    handle: async (_runtime, jobs) => {
      if (failuresLeft-- > 0) throw new Error('temporary failure');
      for (const job of jobs) seen.push({ queue: 'test-flaky', data: job.data });
    },
  });
  const slow = defineJob({
    queue: 'test-slow',
    workOptions: { pollingIntervalSeconds: 0.5 },
    handle: async () => {
      slowStarted = true;
      await new Promise<void>((resolve) => (releaseSlow = resolve));
      slowFinished = true;
    },
  });

  beforeAll(async () => {
    t = await createTestApp();
    await t.runtime.jobs.work(t.runtime, [record, flaky, slow]);
  });
  afterAll(() => t.close());

  it('works a job that was sent', async () => {
    await t.runtime.jobs.send('test-record', { n: 1 });
    await until(() => seen.some((s) => s.data.n === 1));
  });

  it('sends a job inside a transaction only when the transaction commits', async () => {
    const kind = t.runtime.database.kind;
    await t.db
      .transaction(async (tx) => {
        await t.runtime.jobs.send('test-record', { n: 2 }, { runner: sqlRunnerOf(tx, kind) });
        await tx.execute(sql`select 1`);
        throw new Error('roll back');
      })
      .catch(() => {});
    await t.db.transaction(async (tx) => {
      await t.runtime.jobs.send('test-record', { n: 3 }, { runner: sqlRunnerOf(tx, kind) });
    });
    await until(() => seen.some((s) => s.data.n === 3));
    await new Promise((r) => setTimeout(r, 1500));
    expect(seen.some((s) => s.data.n === 2)).toBe(false);
  });

  it('retries a job that failed until it succeeds', async () => {
    await t.runtime.jobs.send('test-flaky', { n: 4 }, { retryLimit: 3, retryDelay: 1 });
    await until(() => seen.some((s) => s.queue === 'test-flaky' && s.data.n === 4), 20_000);
    expect(failuresLeft).toBeLessThan(0);
  });

  it('a graceful stop waits for the job in hand', async () => {
    await t.runtime.jobs.send('test-slow', {});
    await until(() => slowStarted);
    const stopping = t.runtime.jobs.stop({ graceful: true, timeoutMs: 10_000 });
    await new Promise((r) => setTimeout(r, 300));
    expect(slowFinished).toBe(false);
    releaseSlow();
    await stopping;
    expect(slowFinished).toBe(true);
  });
});

describe('a hard stop of the job engine', () => {
  it('returns only once the job in hand and its ending are done with the database, so closing it loses nothing', async () => {
    const t = await createTestApp();
    let release: () => void = () => {};
    let started = false;
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', onUnhandled);
    try {
      const held = defineJob({
        queue: 'test-held',
        workOptions: { pollingIntervalSeconds: 0.5 },
        handle: async () => {
          started = true;
          await new Promise<void>((resolve) => (release = resolve));
        },
      });
      await t.runtime.jobs.work(t.runtime, [held]);
      await t.runtime.jobs.send('test-held', {});
      await until(() => started);
      let stopped = false;
      const stopping = t.runtime.jobs.stop({ graceful: false, timeoutMs: 10_000 }).then(() => (stopped = true));
      await new Promise((r) => setTimeout(r, 300));
      expect(stopped).toBe(false);
      release();
      await stopping;
      await t.close();
      await new Promise((r) => setTimeout(r, 300));
      expect(unhandled).toEqual([]);
    } finally {
      process.off('unhandledRejection', onUnhandled);
    }
  });
});
