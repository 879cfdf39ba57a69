import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { analytics } from '../../db/schema';

export type TrackedFigure = 'totalSent' | 'opened' | 'clicked' | 'conversions';

/**
 * Adds to the one tracked analytics row of a newsletter (created on first use), which the
 * analytics list, the dashboard and the analytics page read like any other row.
 */
export async function bumpTracked(db: DbOrTx, newsletterId: string, figure: TrackedFigure, by = 1): Promise<void> {
  await db
    .insert(analytics)
    .values({ newsletterId, tracked: true, [figure]: by })
    .onConflictDoUpdate({
      target: analytics.newsletterId,
      targetWhere: sql`${analytics.tracked}`,
      set: { [figure]: sql`${analytics[figure]} + ${by}` },
    });
}

/** For the send pipeline: `count` more messages of this newsletter were accepted by the SMTP peer. */
export const recordDelivered = (db: DbOrTx, newsletterId: string, count: number) => bumpTracked(db, newsletterId, 'totalSent', count);
