import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { deliveries, subscribers } from '../../db/schema';
import type { Db, DbOrTx } from '../../db/client';
import type { Config } from '../../config';
import type { MailError } from '../../lib/mail/mailer';
import type { ClaimedDelivery } from './claim';

const describe = (error: MailError) => (error.responseCode ? `${error.responseCode} ${error.message}` : error.message).slice(0, 500);

/** The peer accepted these messages: their rows are never sent again. */
export async function markSent(db: DbOrTx, ids: string[]): Promise<number> {
  if (!ids.length) return 0;
  const marked = await db
    .update(deliveries)
    .set({ status: 'sent', sentAt: sql`now()`, leaseUntil: null, lastError: null })
    .where(and(inArray(deliveries.id, ids), eq(deliveries.status, 'sending')))
    .returning({ id: deliveries.id });
  return marked.length;
}

/** Rows whose subscriber left (or was suppressed) after the send was queued: not mailed. */
export async function markSkipped(db: Db, ids: string[]): Promise<void> {
  if (!ids.length) return;
  await db
    .update(deliveries)
    .set({ status: 'failed', leaseUntil: null, lastError: 'unsubscribed or suppressed before sending' })
    .where(inArray(deliveries.id, ids));
}

/**
 * A permanent refusal (5xx for this address) fails the row and suppresses the subscriber, so no
 * later newsletter is sent there; a temporary one (4xx, a lost connection) is retried with a
 * doubling wait until the attempts run out.
 */
export async function markFailure(db: Db, row: ClaimedDelivery, error: MailError, delivery: Config['delivery']): Promise<void> {
  if (!error.permanent && row.attempts < delivery.maxAttempts) {
    const waitSeconds = delivery.retrySeconds * 2 ** (row.attempts - 1);
    await db
      .update(deliveries)
      .set({
        status: 'queued',
        leaseUntil: null,
        lastError: describe(error),
        nextAttemptAt: sql`now() + make_interval(secs => ${waitSeconds})`,
      })
      .where(and(eq(deliveries.id, row.id), eq(deliveries.status, 'sending')));
    return;
  }
  await db.transaction(async (tx) => {
    await tx
      .update(deliveries)
      .set({ status: 'failed', leaseUntil: null, lastError: describe(error) })
      .where(eq(deliveries.id, row.id));
    if (error.permanent) {
      await tx
        .update(subscribers)
        .set({ suppressedAt: sql`now()`, suppressionReason: describe(error) })
        .where(and(eq(subscribers.id, row.subscriberId), isNull(subscribers.suppressedAt)));
    }
  });
}

/** Of these subscribers, those still subscribed and not suppressed, with their link tokens. */
export async function stillSubscribed(db: Db, subscriberIds: string[]): Promise<Map<string, string>> {
  if (!subscriberIds.length) return new Map();
  const rows = await db
    .select({ id: subscribers.id, token: subscribers.token })
    .from(subscribers)
    .where(and(inArray(subscribers.id, subscriberIds), eq(subscribers.subscribed, true), isNull(subscribers.suppressedAt)));
  return new Map(rows.map((r) => [r.id, r.token]));
}
