import type { Db } from '../../src/server/db/client';
import { subscribers } from '../../src/server/db/schema';

let n = 0;
export async function createSubscriber(overrides: Partial<typeof subscribers.$inferInsert>, db: Db) {
  n += 1;
  const [row] = await db
    .insert(subscribers)
    .values({ email: `subscriber${n}-${Date.now()}@example.org`, ...overrides })
    .returning();
  return row;
}
