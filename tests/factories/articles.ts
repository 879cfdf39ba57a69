import type { Db } from '../../src/server/db/client';
import { articles } from '../../src/server/db/schema';

let n = 0;
/** An article straight into the table (no sanitizing, slug taken as given). */
export async function createArticle(overrides: Partial<typeof articles.$inferInsert>, db: Db) {
  n += 1;
  const headline = overrides.headline ?? `Article ${n}`;
  const [row] = await db
    .insert(articles)
    .values({
      headline,
      slug: `factory-article-${n}-${Math.random().toString(36).slice(2, 8)}`,
      content: `<p>Body of ${headline}.</p>`,
      section: 'top_story',
      ...overrides,
    })
    .returning();
  return row;
}
