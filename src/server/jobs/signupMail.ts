import { eq } from 'drizzle-orm';
import { subscribers } from '../db/schema';
import { logger } from '../lib/logger';
import { MailError } from '../lib/mail/types';
import { mailDomain, unsubscribeAddress } from '../services/subscriptions/recipientLinks';
import { confirmationMessage, linksMessage, welcomeMessage, type SignupLinks } from '../services/subscriptions/signupMessages';
import { defineJob } from './types';

export const SIGNUP_MAIL_QUEUE = 'signup-mail';
/** welcome and confirm follow a sign-up; links answers a reader who asked for their own links */
export type SignupMailJob = { subscriberId: string; kind: 'welcome' | 'confirm' | 'links' };

/**
 * The welcome or confirmation email of a public sign-up, queued in the sign-up's transaction.
 * A temporary failure is retried with backoff; a refusal for good (5xx) is logged and dropped.
 * Each job checks the row first: a reader who confirmed (or left) meanwhile gets nothing stale.
 * A reader who asked for their links gets them whether subscribed or not (they may come back).
 */
export const signupMailJob = defineJob<SignupMailJob>({
  queue: SIGNUP_MAIL_QUEUE,
  queueOptions: { retryLimit: 6, retryDelay: 30, retryBackoff: true, expireInSeconds: 120 },
  async handle({ database, config, mailer }, jobs) {
    for (const { data } of jobs) {
      const [s] = await database.db
        .select({ email: subscribers.email, name: subscribers.name, token: subscribers.token, subscribed: subscribers.subscribed })
        .from(subscribers)
        .where(eq(subscribers.id, data.subscriberId));
      if (!s || (data.kind !== 'links' && s.subscribed !== (data.kind === 'welcome'))) continue;
      const links: SignupLinks = {
        preferencesUrl: `${config.publicUrl}/preferences/${s.token}`,
        unsubscribeUrl: `${config.publicUrl}/unsubscribe/${s.token}`,
        unsubscribeMailto: `mailto:${unsubscribeAddress(s.token, config.smtp.from)}?subject=unsubscribe`,
        confirmUrl: `${config.publicUrl}/confirm/${s.token}`,
      };
      const message =
        data.kind === 'welcome'
          ? welcomeMessage(s.email, s.name, links)
          : data.kind === 'links'
            ? linksMessage(s.email, s.name, links)
            : confirmationMessage(s.email, links);
      try {
        await mailer.send(message);
      } catch (error) {
        if (error instanceof MailError && error.permanent) {
          logger.warn({ err: error, domain: mailDomain(s.email) }, `${data.kind} email refused for good`);
          continue;
        }
        throw error;
      }
    }
  },
});
