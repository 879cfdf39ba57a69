import { count, eq, sql } from 'drizzle-orm';
import { deliveries, subscribers } from '../../db/schema';
import { sqlRunnerOf } from '../../db/sqlRunner';
import type { NewsletterType } from '../../../shared/enums';
import type { ServiceDeps } from '../deps';

/** The pg-boss queue whose jobs send a newsletter's delivery rows. */
export const DELIVERY_QUEUE = 'newsletter-delivery';
export type DeliveryJobData = { newsletterId: string };

/** Big sends get several jobs, so that every instance (and worker) can take a share. */
const ROWS_PER_JOB = 2000;
const MAX_JOBS_PER_SEND = 4;

const wantsType = (type: NewsletterType) => (type === 'daily' ? subscribers.wantsDailyBrief : subscribers.wantsWeeklyDeepDive);

/**
 * Writes one delivery row per recipient and queues the jobs that send them, in the caller's
 * transaction (`deps.db`): the newsletter is marked sent with its rows and jobs, or not at all.
 * Recipients: subscribed, not suppressed, wanting this type. Returns how many were queued.
 */
export async function queueDelivery(deps: Pick<ServiceDeps, 'db' | 'database' | 'jobs'>, newsletter: { id: string; type: NewsletterType }) {
  await deps.db.execute(sql`
    insert into ${deliveries} (${sql.identifier('newsletter_id')}, ${sql.identifier('subscriber_id')}, ${sql.identifier('email')})
    select ${newsletter.id}::uuid, ${subscribers.id}, ${subscribers.email} from ${subscribers}
    where ${subscribers.subscribed} and ${subscribers.suppressedAt} is null and ${wantsType(newsletter.type)}
    on conflict (${sql.identifier('newsletter_id')}, ${sql.identifier('subscriber_id')}) do nothing`);
  const [{ queued }] = await deps.db.select({ queued: count() }).from(deliveries).where(eq(deliveries.newsletterId, newsletter.id));
  if (queued === 0) return 0;
  const runner = sqlRunnerOf(deps.db, deps.database.kind);
  const jobs = Math.min(MAX_JOBS_PER_SEND, Math.ceil(queued / ROWS_PER_JOB));
  for (let i = 0; i < jobs; i++) {
    await deps.jobs.send(DELIVERY_QUEUE, { newsletterId: newsletter.id } satisfies DeliveryJobData, { runner });
  }
  return queued;
}
