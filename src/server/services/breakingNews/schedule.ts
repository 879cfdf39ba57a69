import { and, eq, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { newsMonitoringConfig } from '../../db/schema';

/**
 * Claims the scheduled check when one is due: monitoring enabled and the last check at least
 * `checkIntervalMinutes` ago. One UPDATE decides, so among any number of instances ticking at
 * once exactly one gets the row back; the others see the new last_checked_at and get nothing.
 * `now` is the database clock unless a test gives one.
 */
export async function claimDueCheck(db: Db, now?: Date): Promise<boolean> {
  const at = now ? sql`${now.toISOString()}::timestamptz` : sql`now()`;
  const c = newsMonitoringConfig;
  const rows = await db
    .update(c)
    // updatedAt stays: it marks configuration changes, not checks
    .set({ lastCheckedAt: at, updatedAt: sql`${c.updatedAt}` })
    .where(
      and(
        eq(c.isEnabled, true),
        or(isNull(c.lastCheckedAt), lte(c.lastCheckedAt, sql`${at} - make_interval(mins => ${c.checkIntervalMinutes})`)),
      ),
    )
    .returning({ id: c.id });
  return rows.length > 0;
}
