import PgBoss from 'pg-boss';
import type { Database } from '../db/client';
import type { Runtime } from '../boot';
import { bossDb, type SqlRunner } from './bossDb';
import { inFlight } from './inFlight';
import type { JobDefinition } from './types';

export type SendOptions = PgBoss.SendOptions & {
  /** send inside this transaction (or connection) instead of the app's pool */
  runner?: SqlRunner;
};

/** What services may do with jobs: queue one, or cancel one that has not started. */
export type JobQueue = {
  /**
   * Starts the engine if it is not yet (installs its tables on first use). Await it before
   * opening a transaction that sends: on PGlite the one connection is busy inside it.
   */
  ready: () => Promise<void>;
  send: (queue: string, data: object, options?: SendOptions) => Promise<string | null>;
  cancel: (queue: string, id: string) => Promise<void>;
  /**
   * installs pg-boss's tables (once per database) and every queue; sending needs it. Call it
   * before opening a transaction that sends: starting needs the root connection, which on
   * PGlite (one connection) the open transaction holds.
   */
  start: () => Promise<void>;
};

export type JobEngine = JobQueue & {
  /** runs the workers and cron schedules of these definitions in this process */
  work: (runtime: Runtime, definitions: JobDefinition[]) => Promise<void>;
  /**
   * stops fetching; with `graceful`, waits for the jobs in hand to finish before marking the
   * rest failed. Either way it returns once nothing of the engine still uses the database, or at the timeout.
   */
  stop: (options?: { graceful?: boolean; timeoutMs?: number }) => Promise<void>;
  /** true once stop was called: a long job ends after the piece in hand (a batch of emails) */
  isStopping: () => boolean;
  boss: PgBoss;
};

export type JobEngineOptions = {
  definitions: JobDefinition[];
  onError?: (error: Error) => void;
};

export function createJobEngine(database: Database, { definitions, onError }: JobEngineOptions): JobEngine {
  const running = inFlight();
  const boss = new PgBoss({
    db: bossDb(database, running),
    // cron schedules and maintenance (expiry, archiving) run from whichever instance gets there first
    schedule: true,
    supervise: true,
    migrate: true,
  });
  boss.on('error', (error) => onError?.(error));

  let starting: Promise<void> | null = null;
  let stopped = false;
  const start = () =>
    (starting ??= (async () => {
      await boss.start();
      for (const d of definitions) await boss.createQueue(d.queue, { ...d.queueOptions, name: d.queue });
    })());

  return {
    boss,
    start,
    ready: start,
    isStopping: () => stopped,
    async send(queue, data, { runner, ...options } = {}) {
      await start();
      return boss.send(queue, data, { ...options, ...(runner ? { db: bossDb(runner) } : {}) });
    },
    async cancel(queue, id) {
      await start();
      await boss.cancel(queue, id);
    },
    async work(runtime, toWork) {
      await start();
      for (const d of toWork) {
        await boss.createQueue(d.queue, { ...d.queueOptions, name: d.queue });
        await boss.work<object>(d.queue, { pollingIntervalSeconds: 1, ...d.workOptions }, (jobs) => running.track(d.handle(runtime, jobs)));
        if (d.cron) await boss.schedule(d.queue, d.cron.expression, d.cron.data ?? {}, { tz: d.cron.tz ?? 'UTC' });
      }
    },
    async stop({ graceful = true, timeoutMs = 30_000 } = {}) {
      if (!starting || stopped) return;
      stopped = true;
      await starting.catch(() => {});
      const deadline = Date.now() + timeoutMs;
      await boss.stop({ graceful, wait: true, timeout: timeoutMs, close: false });
      // the database closes after this returns: a handler failed by a hard stop may still be
      // running, and pg-boss records an ending without awaiting it
      await running.drained(deadline);
    },
  };
}
