import { createHash } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { subscribers } from '../../db/schema';
import { SIGNUP_MAIL_QUEUE, type SignupMailJob } from '../../jobs/signupMail';
import type { LinkRequestInput } from '../../../shared/schemas/subscriptions';
import type { ServiceDeps } from '../deps';
import { createRateLimitService } from '../rateLimits';

/** One address gets at most this many link emails an hour, whoever asks (no mail bombing). */
export const LINK_MAILS_PER_ADDRESS = { max: 3, windowSeconds: 3600 };

/**
 * A reader without an email at hand (the archive page's footer, Preview Email) asks for their
 * personal Unsubscribe / Update Preferences links by address. A subscriber (even unsubscribed, so
 * that they can come back; never a suppressed address, whose mail bounces) gets them by email;
 * the answer is the same for any address, so the form reveals nobody. The address is counted
 * under a hash, known or not, so both take the same path up to the lookup.
 */
export async function requestSubscriptionLink(deps: ServiceDeps, { email }: LinkRequestInput): Promise<{ email: string }> {
  const { db, jobs } = deps;
  const key = `link-mail:${createHash('sha256').update(email).digest('hex')}`;
  const [count] = await createRateLimitService({ db }).hit([{ key, ...LINK_MAILS_PER_ADDRESS }]);
  if (!count.over) {
    const [known] = await db
      .select({ id: subscribers.id })
      .from(subscribers)
      .where(and(eq(subscribers.email, email), isNull(subscribers.suppressedAt)));
    if (known) await jobs.send(SIGNUP_MAIL_QUEUE, { subscriberId: known.id, kind: 'links' } satisfies SignupMailJob);
  }
  return { email };
}
