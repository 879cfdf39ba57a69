import { randomUUID } from 'node:crypto';
import type { Db } from '../../src/server/db/client';
import { veteranIssues } from '../../src/server/db/schema';

let n = 0;
export async function createVeteranIssue(overrides: Partial<typeof veteranIssues.$inferInsert>, db: Db) {
  n += 1;
  const [row] = await db
    .insert(veteranIssues)
    .values({
      // unique even next to the reference hubs a booted database already holds
      title: `Test hub ${n} ${randomUUID().slice(0, 8)}`,
      overview: 'What this hub covers.',
      whyItMatters: 'Why it matters to veterans.',
      resources: ['VA.gov', 'A local VSO'],
      tools: ['Benefits checklist'],
      actionSteps: ['Gather your records', 'File your claim'],
      successStory: 'A veteran got the help they needed.',
      ...overrides,
    })
    .returning();
  return row;
}
