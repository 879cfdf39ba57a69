import { count, eq } from 'drizzle-orm';
import { deliveries } from '../../db/schema';
import { AppError, notFound } from '../../errors';
import { MailError } from '../../lib/mail/mailer';
import type { DeliveryProgress, NewsletterTestSendInput } from '../../../shared/schemas/delivery';
import type { ServiceDeps } from '../deps';
import { prepareNewsletter, renderNewsletterEmail } from '../newsletters/email';
import { createNewsletterReads } from '../newsletters/read';
import { resolveSections } from '../newsletters/sections';
import { newslettersWithPendingRows } from './claim';
import { DELIVERY_QUEUE, type DeliveryJobData } from './queue';
import { previewContext } from './recipientContext';
import { runDelivery, type RunOptions } from './run';

export { DELIVERY_QUEUE, queueDelivery, type DeliveryJobData } from './queue';

export function createDeliveryService(deps: ServiceDeps) {
  const { db, jobs, mailer, config } = deps;
  return {
    /** Sends a newsletter's due rows (the job's work); see run.ts. */
    run: (newsletterId: string, options: RunOptions) => runDelivery(deps, newsletterId, options),

    /** Queues a job for every newsletter with rows left, e.g. after a crash. */
    async resumePending(): Promise<number> {
      const ids = await newslettersWithPendingRows(db);
      for (const newsletterId of ids) await jobs.send(DELIVERY_QUEUE, { newsletterId } satisfies DeliveryJobData);
      return ids.length;
    },

    async progress(newsletterId: string): Promise<DeliveryProgress> {
      const newsletter = await createNewsletterReads(deps).find(newsletterId);
      if (!newsletter) throw notFound('Newsletter');
      const rows = await db
        .select({ status: deliveries.status, n: count() })
        .from(deliveries)
        .where(eq(deliveries.newsletterId, newsletterId))
        .groupBy(deliveries.status);
      const of = (...statuses: string[]) => rows.filter((r) => statuses.includes(r.status)).reduce((sum, r) => sum + Number(r.n), 0);
      const progress = { queued: of('queued', 'sending'), sent: of('sent'), failed: of('failed') };
      return { ...progress, total: progress.queued + progress.sent + progress.failed };
    },

    /** One copy, exactly as a subscriber would get it (with the preview's footer links), to any address. */
    async sendTest({ id, email }: NewsletterTestSendInput): Promise<{ email: string }> {
      const newsletter = await createNewsletterReads(deps).find(id);
      if (!newsletter) throw notFound('Newsletter');
      const sections = await resolveSections(db, newsletter.content);
      const prepared = prepareNewsletter({ newsletter, sections, publicUrl: config.publicUrl, mailFrom: config.smtp.from });
      const rendered = renderNewsletterEmail(prepared, previewContext(config, id));
      try {
        await mailer.send({ to: email, ...rendered, subject: `[Test] ${rendered.subject}` });
      } catch (error) {
        const reason = error instanceof MailError ? error.message : 'the mail server did not answer';
        throw new AppError('BAD_GATEWAY', `The test email could not be sent: ${reason}`, { cause: error });
      }
      return { email };
    },
  };
}
export type DeliveryService = ReturnType<typeof createDeliveryService>;
