import type { Db } from '../../src/server/db/client';
import { newsletters } from '../../src/server/db/schema';
import { emptyNewsletterContent } from '../../src/shared/newsletterContent';

let n = 0;
/** A newsletter straight into the table; a sent one gets a sentDate unless one is given. */
export async function createNewsletter(overrides: Partial<typeof newsletters.$inferInsert>, db: Db) {
  n += 1;
  const status = overrides.status ?? 'draft';
  const [row] = await db
    .insert(newsletters)
    .values({
      title: `Newsletter ${n}`,
      type: 'daily',
      content: emptyNewsletterContent(),
      sentDate: status === 'sent' ? new Date() : null,
      ...overrides,
    })
    .returning();
  return row;
}
