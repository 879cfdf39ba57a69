import { eq, lt, sql } from 'drizzle-orm';
import type { RateLimit, RateLimitBucket } from '../../config';
import { rateLimitCounters } from '../../db/schema';
import { AppError } from '../../errors';
import type { ServiceDeps } from '../deps';
import { addressKey } from './addressKey';

export { addressKey } from './addressKey';

export const TOO_MANY_REQUESTS = 'Too many requests from your network. Please wait a little and try again.';

/** The documented 429: `{ error, code: 'TOO_MANY_REQUESTS' }` with Retry-After in whole seconds. */
export const tooManyRequests = (retryAfterSeconds: number, message = TOO_MANY_REQUESTS) =>
  new AppError('TOO_MANY_REQUESTS', message, { headers: { 'Retry-After': String(Math.max(1, Math.ceil(retryAfterSeconds))) } });

export type Counter = { key: string } & RateLimit;
export type Count = { key: string; hits: number; over: boolean; retryAfterSeconds: number };

/** How often one process deletes counters whose window has passed. */
const SWEEP_EVERY_MS = 60_000;

const t = rateLimitCounters;

/** Fixed-window counters in the database: every instance counts the same requests. */
export function createRateLimitService({ db }: Pick<ServiceDeps, 'db'>) {
  let lastSweep = 0;

  async function sweepNowAndThen() {
    if (Date.now() - lastSweep < SWEEP_EVERY_MS) return;
    lastSweep = Date.now();
    await db.delete(t).where(lt(t.expiresAt, sql`now()`));
  }

  /**
   * Counts one hit on each counter in a single atomic statement and answers every new count,
   * so N concurrent requests see N distinct counts. The database clock decides the windows.
   * Pass the keys of concurrent callers in the same order (row locks are taken in that order).
   */
  async function hit(counters: Counter[]): Promise<Count[]> {
    await sweepNowAndThen();
    const rows = await db
      .insert(t)
      .values(
        counters.map((c) => ({
          key: c.key,
          hits: 1,
          expiresAt: sql`now() + ${c.windowSeconds}::int * interval '1 second'`,
        })),
      )
      .onConflictDoUpdate({
        target: t.key,
        set: {
          hits: sql`case when ${t.expiresAt} <= now() then 1 else ${t.hits} + 1 end`,
          expiresAt: sql`case when ${t.expiresAt} <= now() then excluded.expires_at else ${t.expiresAt} end`,
        },
      })
      .returning({
        key: t.key,
        hits: t.hits,
        retryAfterSeconds: sql<number>`greatest(ceil(extract(epoch from ${t.expiresAt} - now())), 1)::int`,
      });
    return counters.map((c) => {
      const row = rows.find((r) => r.key === c.key)!;
      // a statement that waited on the row lock started before the one that set the window
      const retryAfterSeconds = Math.min(Number(row.retryAfterSeconds), c.windowSeconds);
      return { key: c.key, hits: row.hits, over: row.hits > c.max, retryAfterSeconds };
    });
  }

  return {
    hit,

    /** One request of a public bucket from this address; `over` when it is past the limit. */
    async hitAddress(bucket: RateLimitBucket, ip: string, limit: RateLimit): Promise<Count> {
      const [count] = await hit([{ key: `${bucket}:${addressKey(ip)}`, ...limit }]);
      return count;
    },

    /** Gives back `hits` counted on a key (floored at 0): a request that proved harmless. */
    async refund(key: string, hits: number): Promise<void> {
      if (hits <= 0) return;
      await db
        .update(t)
        .set({ hits: sql`greatest(${t.hits} - ${hits}::int, 0)` })
        .where(eq(t.key, key));
    },

    /** Deletes a counter and answers the hits it held. */
    async clear(key: string): Promise<number> {
      const [row] = await db.delete(t).where(eq(t.key, key)).returning({ hits: t.hits });
      return row?.hits ?? 0;
    },
  };
}
export type RateLimitService = ReturnType<typeof createRateLimitService>;

/** Past the limit: how long until the window lets the caller in again. */
export type OverLimit = { retryAfterSeconds: number } | null;
/** The counter's verdict, for a procedure that awaits it only when it may refuse (the chat's non-crisis messages). */
export type OverLimitCheck = () => Promise<OverLimit>;
export const notLimited: OverLimitCheck = () => Promise.resolve(null);
