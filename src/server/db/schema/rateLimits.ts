import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Request counters in fixed windows, one row per key ("chat:203.0.113.7", "login-pair:admin|…"),
 * kept in the database so every instance counts the same requests. A row whose window has
 * passed starts again at 1 on its next hit, and is deleted by the periodic sweep.
 */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: text().primaryKey(),
    hits: integer().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    // the sweep of expired windows
    index('rate_limit_counters_expires_idx').on(t.expiresAt),
  ],
);
