import { and, count, eq, gt, isNotNull, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { articles, breakingNews } from '../../db/schema';
import { AppError, notFound } from '../../errors';
import type { ChatModel } from '../../lib/openai';
import { sanitizeHtml } from '../../lib/sanitize';
import { slugify } from '../../../shared/text';
import { writeWithFreeSlug } from '../articles/slug';
import { writeBrief } from './brief';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Publishes a pending item: its brief becomes an article (section Quick Briefs) linked by
 * generatedArticleId, in one transaction with the status move. The brief is written first, so a
 * slow model holds no lock. `by` is the approving admin; null for auto-publishing.
 */
export async function publishItem(db: Db, model: ChatModel | null, id: string, by: string | null, now = new Date()): Promise<string> {
  const [item] = await db
    .select({
      status: breakingNews.status,
      headline: breakingNews.headline,
      summary: breakingNews.summary,
      sourceUrl: breakingNews.sourceUrl,
      sourceTitle: breakingNews.sourceTitle,
      veteranRelevance: breakingNews.veteranRelevance,
    })
    .from(breakingNews)
    .where(eq(breakingNews.id, id))
    .limit(1);
  if (!item) throw notFound('Breaking news item');
  if (item.status !== 'pending') throw new AppError('CONFLICT', `A ${item.status} item cannot be moved to published.`);
  const brief = await writeBrief(item, model);

  return db.transaction(async (tx) => {
    const article = await writeWithFreeSlug(tx, slugify(brief.headline), async (attemptDb, slug) => {
      const [row] = await attemptDb
        .insert(articles)
        .values({
          headline: brief.headline,
          slug,
          content: sanitizeHtml(brief.content),
          section: 'quick_briefs',
          sourceLink: item.sourceUrl,
          summary: brief.summary,
          generatedByAI: brief.generatedByAI,
        })
        .returning({ id: articles.id });
      return row;
    });
    // guarded by the status we read: a concurrent approve or reject wins, and this one rolls back
    const [moved] = await tx
      .update(breakingNews)
      .set({ status: 'published', generatedArticleId: article.id, reviewedBy: by, reviewedAt: by ? now : null })
      .where(and(eq(breakingNews.id, id), eq(breakingNews.status, 'pending')))
      .returning({ id: breakingNews.id });
    if (!moved) throw new AppError('CONFLICT', 'The item was changed by someone else; reload and try again.');
    return article.id;
  });
}

/** Articles auto-published in the last 24 hours (approved ones do not count against the limit). */
export async function autoPublishedToday(db: Db, now = new Date()): Promise<number> {
  const [{ n }] = await db
    .select({ n: count() })
    .from(breakingNews)
    .innerJoin(articles, eq(articles.id, breakingNews.generatedArticleId))
    .where(
      and(
        isNotNull(breakingNews.generatedArticleId),
        isNull(breakingNews.reviewedBy),
        gt(articles.createdAt, new Date(now.getTime() - DAY_MS)),
      ),
    );
  return n;
}
