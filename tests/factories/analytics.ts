import type { Db } from '../../src/server/db/client';
import { analytics, subscribers } from '../../src/server/db/schema';

export async function createAnalyticsRecord(overrides: Partial<typeof analytics.$inferInsert>, db: Db) {
  const [row] = await db
    .insert(analytics)
    .values({ totalSent: 0, ...overrides })
    .returning();
  return row;
}

let n = 0;
/** A subscriber row for the analytics figures (the subscribers domain has its own service). */
export async function createSubscriberRow(overrides: Partial<typeof subscribers.$inferInsert>, db: Db) {
  n += 1;
  const [row] = await db
    .insert(subscribers)
    .values({ email: `analytics-subscriber-${n}-${Math.random().toString(36).slice(2, 8)}@example.org`, ...overrides })
    .returning();
  return row;
}
