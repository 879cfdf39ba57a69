import { and, count, desc, eq, sql } from 'drizzle-orm';
import { breakingNews, users } from '../../db/schema';
import { createChatModel } from '../../lib/openai';
import { logger } from '../../lib/logger';
import { AppError, notFound } from '../../errors';
import { breakingNewsMoves, canMove } from '../../../shared/stateMachines';
import type { Page } from '../../../shared/schemas/common';
import type { BreakingNewsListInput, BreakingNewsUpdateInput, NewsConfigInput } from '../../../shared/schemas/breakingNews';
import type { ServiceDeps } from '../deps';
import { readNewsConfig, writeNewsConfig } from './config';
import { runNewsCheck } from './check';
import { claimDueCheck } from './schedule';
import { forgetOtherSources, sourceHealth } from './sourceStates';
import { autoPublishedToday, publishItem } from './publish';
import { recentBreakingNews } from './recent';
import { reviewWithModel } from './modelReview';
import { countRows, paged } from '../../db/paging';
import type { RowOf } from '../../db/rowOf';

/** What a caller (an admin) may see of a breaking-news item. */
const breakingNewsColumns = {
  id: breakingNews.id,
  headline: breakingNews.headline,
  summary: breakingNews.summary,
  veteranRelevance: breakingNews.veteranRelevance,
  sourceUrl: breakingNews.sourceUrl,
  sourceTitle: breakingNews.sourceTitle,
  publishedAt: breakingNews.publishedAt,
  discoveredAt: breakingNews.discoveredAt,
  status: breakingNews.status,
  generatedArticleId: breakingNews.generatedArticleId,
  newsApiData: breakingNews.newsApiData,
  urgencyScore: breakingNews.urgencyScore,
  keywords: breakingNews.keywords,
  urgencyReasons: breakingNews.urgencyReasons,
  alsoReportedBy: breakingNews.alsoReportedBy,
  reviewedAt: breakingNews.reviewedAt,
  reviewedBy: users.username,
  createdAt: breakingNews.createdAt,
  updatedAt: breakingNews.updatedAt,
};
/** reviewedBy: the username of whoever approved or rejected it (a left join, so null when none). */
export type BreakingNewsItem = Omit<RowOf<typeof breakingNewsColumns>, 'reviewedBy'> & { reviewedBy: string | null };

const withReviewer = (db: ServiceDeps['db']) =>
  db.select(breakingNewsColumns).from(breakingNews).leftJoin(users, eq(users.id, breakingNews.reviewedBy));

export function createBreakingNewsService({ db, config }: ServiceDeps) {
  const model = createChatModel(config.openai);
  const fetchOptions = { allowPrivate: config.outboundAllowPrivate };

  async function get(id: string): Promise<BreakingNewsItem> {
    const [row] = await withReviewer(db).where(eq(breakingNews.id, id)).limit(1);
    if (!row) throw notFound('Breaking news item');
    return row;
  }

  /** Publishes the check's items at or above the threshold, up to maxArticlesPerDay auto-published in 24 hours. */
  async function autoPublish(ids: string[], maxPerDay: number, now: Date): Promise<number> {
    let room = Math.max(0, maxPerDay - (await autoPublishedToday(db, now)));
    let published = 0;
    for (const id of ids) {
      if (room <= 0) break;
      try {
        await publishItem(db, model, id, null, now);
        published += 1;
        room -= 1;
      } catch (error) {
        // an item someone approved or rejected meanwhile, say: the others still go out
        logger.warn({ err: error, id }, 'auto-publish skipped an item');
      }
    }
    return published;
  }

  async function checkAndPublish(now: Date) {
    const { stored, ...report } = await runNewsCheck(db, fetchOptions, now);
    const settings = await readNewsConfig(db);
    const scored = model ? await reviewWithModel(db, model, stored) : stored;
    const toPublish = scored
      .filter((r) => r.urgencyScore >= settings.urgencyThreshold)
      .sort((a, b) => b.urgencyScore - a.urgencyScore)
      .map((r) => r.id);
    const published = await autoPublish(toPublish, settings.maxArticlesPerDay, now);
    return { ...report, published };
  }

  return {
    get,

    async list(input: BreakingNewsListInput): Promise<Page<BreakingNewsItem>> {
      const where = input.status === 'all' ? undefined : eq(breakingNews.status, input.status);
      return paged(
        withReviewer(db).where(where).orderBy(desc(breakingNews.discoveredAt), desc(breakingNews.id)),
        countRows(db, breakingNews, where),
        input,
      );
    },

    /** The system status block: one aggregate plus the config's last check. */
    async stats() {
      const [[counts], settings] = await Promise.all([
        db
          .select({
            total: count(),
            published: sql<number>`count(*) filter (where ${breakingNews.status} = 'published')`.mapWith(Number),
            pending: sql<number>`count(*) filter (where ${breakingNews.status} = 'pending')`.mapWith(Number),
            rejected: sql<number>`count(*) filter (where ${breakingNews.status} = 'rejected')`.mapWith(Number),
          })
          .from(breakingNews),
        readNewsConfig(db),
      ]);
      return { ...counts, lastCheckedAt: settings.lastCheckedAt };
    },

    /**
     * Approve (publish: the item becomes an article) or reject a pending item, recording who and
     * when; every other move is a conflict.
     */
    async updateStatus({ id, status }: BreakingNewsUpdateInput, by: string | null = null, now = new Date()): Promise<BreakingNewsItem> {
      const current = await get(id);
      if (!canMove(breakingNewsMoves, current.status, status)) {
        throw new AppError('CONFLICT', `A ${current.status} item cannot be moved to ${status}.`);
      }
      if (status === 'published') {
        await publishItem(db, model, id, by, now);
        return get(id);
      }
      // guarded by the status we read, so a concurrent move cannot be overwritten
      const [moved] = await db
        .update(breakingNews)
        .set({ status, reviewedBy: by, reviewedAt: now })
        .where(and(eq(breakingNews.id, id), eq(breakingNews.status, current.status)))
        .returning({ id: breakingNews.id });
      if (!moved) throw new AppError('CONFLICT', 'The item was changed by someone else; reload and try again.');
      return get(id);
    },

    /** Public: what the Breaking strip shows. */
    recent: () => recentBreakingNews(db),

    config: () => readNewsConfig(db),

    async updateConfig(input: NewsConfigInput) {
      const saved = await writeNewsConfig(db, input);
      await forgetOtherSources(db, saved.sources);
      return saved;
    },

    /** Each configured source's health: last success, last error, items seen. */
    async sources() {
      const settings = await readNewsConfig(db);
      return sourceHealth(db, settings.sources);
    },

    /** A manual check runs even when monitoring is switched off: it is an explicit admin action. */
    check: (now = new Date()) => checkAndPublish(now),

    /** The scheduled check: runs only when monitoring is on and the interval has passed, once across instances. */
    async runIfDue(now?: Date) {
      if (!(await claimDueCheck(db, now))) return null;
      return checkAndPublish(now ?? new Date());
    },
  };
}
export type BreakingNewsService = ReturnType<typeof createBreakingNewsService>;
