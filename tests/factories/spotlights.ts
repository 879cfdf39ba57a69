import type { Db } from '../../src/server/db/client';
import { veteranSpotlights } from '../../src/server/db/schema';

let n = 0;
export async function createSpotlight(overrides: Partial<typeof veteranSpotlights.$inferInsert>, db: Db) {
  n += 1;
  const [row] = await db
    .insert(veteranSpotlights)
    .values({ veteranName: `Veteran ${n}`, quote: `Quote ${n}`, ...overrides })
    .returning();
  return row;
}
