import { and, eq, inArray, lt, lte, or, sql } from 'drizzle-orm';
import { deliveries } from '../../db/schema';
import type { Db } from '../../db/client';

export type ClaimedDelivery = { id: string; subscriberId: string; email: string; attempts: number };

/**
 * Claims up to `size` of a newsletter's due rows for this worker: queued ones whose retry time
 * has come, and 'sending' ones whose lease ran out (their worker died). SKIP LOCKED lets any
 * number of workers on any number of instances claim at once without ever sharing a row.
 */
export async function claimBatch(db: Db, newsletterId: string, size: number, leaseSeconds: number): Promise<ClaimedDelivery[]> {
  const now = sql`now()`;
  const due = db
    .select({ id: deliveries.id })
    .from(deliveries)
    .where(
      and(
        eq(deliveries.newsletterId, newsletterId),
        or(
          and(eq(deliveries.status, 'queued'), lte(deliveries.nextAttemptAt, now)),
          and(eq(deliveries.status, 'sending'), lt(deliveries.leaseUntil, now)),
        ),
      ),
    )
    .orderBy(deliveries.nextAttemptAt)
    .limit(size)
    .for('update', { skipLocked: true });
  return db
    .update(deliveries)
    .set({
      status: 'sending',
      attempts: sql`${deliveries.attempts} + 1`,
      leaseUntil: sql`now() + make_interval(secs => ${leaseSeconds})`,
    })
    .where(inArray(deliveries.id, due))
    .returning({ id: deliveries.id, subscriberId: deliveries.subscriberId, email: deliveries.email, attempts: deliveries.attempts });
}

/**
 * When this newsletter's next row becomes claimable: the earliest retry time of a queued row or
 * lease end of a claimed one. Null when every row is finished.
 */
export async function nextDueAt(db: Db, newsletterId: string): Promise<Date | null> {
  const [row] = await db
    .select({
      at: sql<
        Date | string | null
      >`min(case when ${deliveries.status} = 'queued' then ${deliveries.nextAttemptAt} else ${deliveries.leaseUntil} end)`,
    })
    .from(deliveries)
    .where(and(eq(deliveries.newsletterId, newsletterId), inArray(deliveries.status, ['queued', 'sending'])));
  return row?.at ? new Date(row.at) : null;
}

/** Newsletters with rows still to send (a start after a crash, the minute sweep). */
export async function newslettersWithPendingRows(db: Db): Promise<string[]> {
  const rows = await db
    .selectDistinct({ newsletterId: deliveries.newsletterId })
    .from(deliveries)
    .where(inArray(deliveries.status, ['queued', 'sending']));
  return rows.map((r) => r.newsletterId);
}
