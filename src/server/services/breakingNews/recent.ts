import { and, desc, eq, gt, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { articles, breakingNews } from '../../db/schema';
import type { RowOf } from '../../db/rowOf';

/** What a reader sees of published breaking news: the headline and the article it became. */
const recentColumns = {
  id: breakingNews.id,
  headline: articles.headline,
  articleSlug: articles.slug,
  sourceTitle: breakingNews.sourceTitle,
  urgencyScore: breakingNews.urgencyScore,
  publishedAt: articles.createdAt,
};
export type RecentBreakingNews = RowOf<typeof recentColumns>;

export const RECENT_BREAKING = { limit: 5, days: 7 } as const;

/** The Breaking strip: published items with their article, from the last week, newest first. */
export function recentBreakingNews(db: Db, now = new Date()): Promise<RecentBreakingNews[]> {
  return db
    .select(recentColumns)
    .from(breakingNews)
    .innerJoin(articles, eq(articles.id, breakingNews.generatedArticleId))
    .where(
      and(
        eq(breakingNews.status, 'published'),
        isNotNull(breakingNews.generatedArticleId),
        gt(articles.createdAt, new Date(now.getTime() - RECENT_BREAKING.days * 86_400_000)),
      ),
    )
    .orderBy(desc(articles.createdAt), desc(articles.id))
    .limit(RECENT_BREAKING.limit);
}
