import type PgBoss from 'pg-boss';
import type { Runtime } from '../boot';

/** One queue and what works it. A domain adds its jobs in its own file and lists it in registry.ts. */
export type JobDefinition<T extends object = object> = {
  queue: string;
  /** retry, expiry and policy of the queue (pg-boss `createQueue` options) */
  queueOptions?: Omit<PgBoss.Queue, 'name'>;
  /** how the worker fetches (batch size, polling interval) */
  workOptions?: PgBoss.WorkOptions;
  /** a cron schedule (minute resolution, once across every instance) */
  cron?: { expression: string; data?: object; tz?: string };
  // a method, so a list of definitions can hold queues of different data
  handle(runtime: Runtime, jobs: PgBoss.Job<T>[]): Promise<unknown>;
};

export const defineJob = <T extends object>(definition: JobDefinition<T>): JobDefinition<T> => definition;
