import type { MailMessage } from '../lib/mail/mailer';
import { MailError } from '../lib/mail/mailer';
import { logger } from '../lib/logger';
import { sqlRunnerOf } from '../db/sqlRunner';
import type { ServiceDeps } from '../services/deps';
import { defineJob } from './types';

export const NOTIFICATION_MAIL_QUEUE = 'notification-mail';

/**
 * One email to one person (a provider's lead, the veteran's copy, an applicant's decision).
 * A refused address (5xx) is logged and dropped: retrying gets the same answer. Anything else
 * (a lost connection, a 4xx) is thrown so pg-boss retries with backoff.
 */
export const notificationMailJob = defineJob<MailMessage>({
  queue: NOTIFICATION_MAIL_QUEUE,
  queueOptions: { retryLimit: 6, retryDelay: 30, retryBackoff: true },
  handle: async ({ mailer }, jobs) => {
    for (const job of jobs) {
      try {
        await mailer.send(job.data);
      } catch (error) {
        if (error instanceof MailError && error.permanent) {
          logger.warn({ err: error, jobId: job.id, subject: job.data.subject }, 'notification refused by the mail server; not retried');
          continue;
        }
        throw error;
      }
    }
  },
});

/** Queues the message in the caller's transaction: it is sent only if that work commits. */
export async function queueNotificationMail({ db, database, jobs }: Pick<ServiceDeps, 'db' | 'database' | 'jobs'>, message: MailMessage) {
  await jobs.send(NOTIFICATION_MAIL_QUEUE, message, { runner: sqlRunnerOf(db, database.kind) });
}
