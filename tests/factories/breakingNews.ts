import type { Db } from '../../src/server/db/client';
import { breakingNews, newsMonitoringConfig } from '../../src/server/db/schema';

let n = 0;
export async function createBreakingNews(overrides: Partial<typeof breakingNews.$inferInsert>, db: Db) {
  n += 1;
  const [row] = await db
    .insert(breakingNews)
    .values({
      headline: `Headline ${n}`,
      summary: `Summary ${n}`,
      veteranRelevance: 'Flagged because it mentions the monitored keyword “veterans”.',
      sourceUrl: `https://news.example.org/story-${n}-${Date.now()}`,
      sourceTitle: 'Example News',
      publishedAt: new Date(),
      ...overrides,
    })
    .returning();
  return row;
}

/** Replaces the news-monitoring config row with the column defaults plus `overrides`. */
export async function setNewsConfig(overrides: Partial<typeof newsMonitoringConfig.$inferInsert>, db: Db) {
  await db.delete(newsMonitoringConfig);
  const [row] = await db
    .insert(newsMonitoringConfig)
    .values({ keywords: ['veterans'], ...overrides })
    .returning();
  return row;
}
