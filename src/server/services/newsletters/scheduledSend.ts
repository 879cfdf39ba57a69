import { and, eq, lte, sql } from 'drizzle-orm';
import { newsletters } from '../../db/schema';
import { sqlRunnerOf } from '../../db/sqlRunner';
import type { Db } from '../../db/client';
import type { ServiceDeps } from '../deps';

/** The pg-boss queue of scheduled sends: one job per scheduling, started at the scheduled instant. */
export const SCHEDULED_SEND_QUEUE = 'newsletter-scheduled-send';
/** `scheduledFor` names the instant the job was queued for: a job of an older scheduling finds it changed and does nothing. */
export type ScheduledSendJobData = { newsletterId: string; scheduledFor: string };

/**
 * Queues the send of a newsletter for its instant, in the transaction that schedules it, so a
 * scheduling that rolls back leaves no job and one that commits survives any restart.
 */
export async function queueScheduledSend(deps: Pick<ServiceDeps, 'database' | 'jobs'>, tx: Db, newsletterId: string, at: Date) {
  const data: ScheduledSendJobData = { newsletterId, scheduledFor: at.toISOString() };
  await deps.jobs.send(SCHEDULED_SEND_QUEUE, data, { runner: sqlRunnerOf(tx, deps.database.kind), startAfter: at, retryLimit: 5 });
}

/** Scheduled newsletters whose time has passed (a job lost before this release, say): the minute sweep sends them. */
export async function overdueScheduled(db: Db): Promise<ScheduledSendJobData[]> {
  const rows = await db
    .select({ id: newsletters.id, scheduledDate: newsletters.scheduledDate })
    .from(newsletters)
    .where(and(eq(newsletters.status, 'scheduled'), lte(newsletters.scheduledDate, sql`now() - interval '1 minute'`)));
  return rows.filter((r) => r.scheduledDate).map((r) => ({ newsletterId: r.id, scheduledFor: r.scheduledDate!.toISOString() }));
}
