import type { Db } from '../../src/server/db/client';
import { partners } from '../../src/server/db/schema';

let n = 0;
export async function createPartner(overrides: Partial<typeof partners.$inferInsert>, db: Db) {
  n += 1;
  const [row] = await db
    .insert(partners)
    .values({ name: `Partner ${n}`, contentType: 'spotlight', ...overrides })
    .returning();
  return row;
}
