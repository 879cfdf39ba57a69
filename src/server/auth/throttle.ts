import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { loginAttempts } from '../db/schema';

/** failures before a lock: an account is guessed at slowly; one address may serve many people */
export const LOGIN_MAX_FAILURES = { user: 5, ip: 20 } as const;
export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
export const LOGIN_LOCK_MS = 15 * 60 * 1000;

/** Failed-login counters per IP and per account, kept in the database so every instance agrees. */
export function createLoginThrottle({ db }: { db: Db }) {
  return {
    /** Seconds until the earliest of the keys is unlocked, or 0 when none is locked. */
    async retryAfterSeconds(keys: string[], now = new Date()): Promise<number> {
      const rows = await db
        .select({ lockedUntil: loginAttempts.lockedUntil })
        .from(loginAttempts)
        .where(inArray(loginAttempts.key, keys));
      const waits = rows
        .map((r) => (r.lockedUntil ? r.lockedUntil.getTime() - now.getTime() : 0))
        .filter((ms) => ms > 0);
      return waits.length ? Math.ceil(Math.max(...waits) / 1000) : 0;
    },

    async recordFailure(keys: string[], now = new Date()): Promise<void> {
      const windowStart = sql`${new Date(now.getTime() - LOGIN_WINDOW_MS).toISOString()}::timestamptz`;
      const lockUntil = sql`${new Date(now.getTime() + LOGIN_LOCK_MS).toISOString()}::timestamptz`;
      const nowSql = sql`${now.toISOString()}::timestamptz`;
      for (const key of keys) {
        const limit = key.startsWith('ip:') ? LOGIN_MAX_FAILURES.ip : LOGIN_MAX_FAILURES.user;
        // one atomic upsert per key: restart the window when it has passed, lock at the limit
        await db
          .insert(loginAttempts)
          .values({ key, failures: 1, firstFailureAt: now })
          .onConflictDoUpdate({
            target: loginAttempts.key,
            set: {
              failures: sql`case when ${loginAttempts.firstFailureAt} < ${windowStart} then 1 else ${loginAttempts.failures} + 1 end`,
              firstFailureAt: sql`case when ${loginAttempts.firstFailureAt} < ${windowStart} then ${nowSql} else ${loginAttempts.firstFailureAt} end`,
              lockedUntil: sql`case when ${loginAttempts.firstFailureAt} >= ${windowStart} and ${loginAttempts.failures} + 1 >= ${limit} then ${lockUntil} else ${loginAttempts.lockedUntil} end`,
            },
          });
      }
    },

    async reset(key: string): Promise<void> {
      await db.delete(loginAttempts).where(eq(loginAttempts.key, key));
    },
  };
}
