import { randomUUID } from 'node:crypto';
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { subscribers } from '../../db/schema';
import { sqlRunnerOf } from '../../db/sqlRunner';
import { AppError } from '../../errors';
import { SIGNUP_MAIL_QUEUE, type SignupMailJob } from '../../jobs/signupMail';
import type { SubscriberCreateInput } from '../../../shared/schemas/subscribers';
import type { ServiceDeps } from '../deps';
import { subscriberColumns, type Subscriber } from './columns';

/** An address gets at most one confirmation email an hour, whoever types it in. */
const CONFIRMATION_INTERVAL = sql`interval '1 hour'`;

/**
 * A sign-up from the public form (docs/decisions/0022). A new address is subscribed at once and
 * welcomed (or, with SIGNUP_DOUBLE_OPT_IN, stored unsubscribed and asked to confirm). An address
 * that unsubscribed is left as it was, name included, and asked to confirm; the answer then looks
 * like a new sign-up's, so the form tells a stranger nothing about who is on the list. An
 * address already subscribed is a 409, as the spec has it. The email job is queued in the same
 * transaction as the row, so a sign-up and its email exist together or not at all.
 */
export async function publicSignUp({ db, database, jobs, config }: ServiceDeps, input: SubscriberCreateInput): Promise<Subscriber> {
  const doubleOptIn = config.signupDoubleOptIn;
  await jobs.ready();
  return db.transaction(async (tx) => {
    const queue = (data: SignupMailJob) => jobs.send(SIGNUP_MAIL_QUEUE, data, { runner: sqlRunnerOf(tx, database.kind) });
    const [inserted] = await tx
      .insert(subscribers)
      .values({
        ...input,
        ...(doubleOptIn ? { subscribed: false, confirmationSentAt: new Date() } : {}),
      })
      .onConflictDoNothing({ target: subscribers.email })
      .returning(subscriberColumns);
    if (inserted) {
      await queue({ subscriberId: inserted.id, kind: doubleOptIn ? 'confirm' : 'welcome' });
      return inserted;
    }

    const [known] = await tx
      .select({ id: subscribers.id, subscribed: subscribers.subscribed })
      .from(subscribers)
      .where(eq(subscribers.email, input.email));
    if (known?.subscribed) throw new AppError('CONFLICT', 'This email is already subscribed.');
    if (known) {
      const [due] = await tx
        .update(subscribers)
        .set({ confirmationSentAt: sql`now()` })
        .where(
          and(
            eq(subscribers.id, known.id),
            or(isNull(subscribers.confirmationSentAt), lt(subscribers.confirmationSentAt, sql`now() - ${CONFIRMATION_INTERVAL}`)),
          ),
        )
        .returning({ id: subscribers.id });
      if (due) await queue({ subscriberId: due.id, kind: 'confirm' });
    }
    // what a new sign-up would have been answered; nothing of the stored row
    const now = new Date();
    return {
      id: randomUUID(),
      email: input.email,
      name: input.name ?? null,
      veteranBranch: input.veteranBranch ?? null,
      subscribed: !doubleOptIn,
      subscribedAt: now,
      unsubscribedAt: null,
      suppressedAt: null,
      suppressionReason: null,
    };
  });
}
