import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import type { DeliveryStatus } from '../../../shared/enums';
import { createdAt, id, optionalTimestamp } from './columns';
import { newsletters } from './newsletters';
import { subscribers } from './subscribers';

/**
 * One row per recipient of a sent newsletter, written in the transaction that marks it sent.
 * The send jobs work from these rows, so a crash resumes with the rows not yet sent.
 */
export const deliveries = pgTable(
  'deliveries',
  {
    id: id(),
    newsletterId: uuid()
      .notNull()
      .references(() => newsletters.id, { onDelete: 'cascade' }),
    subscriberId: uuid()
      .notNull()
      .references(() => subscribers.id, { onDelete: 'cascade' }),
    email: text().notNull(),
    status: text().$type<DeliveryStatus>().notNull().default('queued'),
    attempts: integer().notNull().default(0),
    /** a queued row is not claimed before this (retry backoff) */
    nextAttemptAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** a 'sending' row whose lease has passed belongs to a worker that died: it is claimed again */
    leaseUntil: optionalTimestamp(),
    sentAt: optionalTimestamp(),
    lastError: text(),
    createdAt: createdAt(),
  },
  (t) => [
    // one copy per subscriber per newsletter, whatever retries or instances do
    unique('deliveries_newsletter_subscriber_unique').on(t.newsletterId, t.subscriberId),
    // the claim of a batch: a newsletter's unsent rows
    index('deliveries_pending_idx').on(t.newsletterId, t.nextAttemptAt).where(sql`${t.status} in ('queued', 'sending')`),
    // progress counts
    index('deliveries_newsletter_status_idx').on(t.newsletterId, t.status),
  ],
);
