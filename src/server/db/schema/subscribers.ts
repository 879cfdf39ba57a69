import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text } from 'drizzle-orm/pg-core';
import type { Branch } from '../../../shared/enums';
import { id, createdAt, optionalTimestamp } from './columns';

export const subscribers = pgTable(
  'subscribers',
  {
    id: id(),
    email: text().notNull().unique(),
    name: text(),
    veteranBranch: text().$type<Branch>(),
    subscribed: boolean().notNull().default(true),
    subscribedAt: createdAt(),
    unsubscribedAt: optionalTimestamp(),
    /**
     * The reader's key to their own subscription (unsubscribe, preferences, confirm links):
     * 64 hex characters from two random UUIDs, 244 random bits. Never returned by an API.
     */
    token: text().notNull().unique().default(sql`replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '')`),
    wantsDailyBrief: boolean().notNull().default(true),
    wantsWeeklyDeepDive: boolean().notNull().default(true),
    /** the last confirmation email (resubscribe, double opt-in): at most one an hour per address */
    confirmationSentAt: optionalTimestamp(),
    /** set when a mail server refused the address for good: never mailed again */
    suppressedAt: optionalTimestamp(),
    suppressionReason: text(),
  },
  (t) => [
    // the admin list (newest first) and the export (oldest first) in their whole order, id
    // breaking ties: no sort after the index
    index('subscribers_subscribed_at_id_idx').on(t.subscribedAt, t.id),
    index('subscribers_subscribed_idx').on(t.subscribed),
    // admin text search over email and name (ILIKE '%…%')
    index('subscribers_search_trgm_idx').using('gin', sql`(${t.email} || ' ' || coalesce(${t.name}, '')) gin_trgm_ops`),
  ],
);
