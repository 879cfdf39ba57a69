import { and, count, desc, eq, sql } from 'drizzle-orm';
import { breakingNews } from '../../db/schema';
import { AppError, notFound } from '../../errors';
import { breakingNewsMoves, canMove } from '../../../shared/stateMachines';
import type { Page } from '../../../shared/schemas/common';
import type {
  BreakingNewsListInput,
  BreakingNewsUpdateInput,
  NewsConfigInput,
} from '../../../shared/schemas/breakingNews';
import type { ServiceDeps } from '../deps';
import { readNewsConfig, writeNewsConfig } from './config';
import { runNewsCheck } from './check';
import { countRows, paged } from '../../db/paging';

export type BreakingNewsItem = typeof breakingNews.$inferSelect;

export function createBreakingNewsService({ db, config }: ServiceDeps) {
  async function get(id: string): Promise<BreakingNewsItem> {
    const [row] = await db.select().from(breakingNews).where(eq(breakingNews.id, id)).limit(1);
    if (!row) throw notFound('Breaking news item');
    return row;
  }

  return {
    get,

    async list(input: BreakingNewsListInput): Promise<Page<BreakingNewsItem>> {
      const where = input.status === 'all' ? undefined : eq(breakingNews.status, input.status);
      return paged(
        db.select().from(breakingNews).where(where).orderBy(desc(breakingNews.discoveredAt), desc(breakingNews.id)),
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

    /** Approve or reject a pending item; every other move is a conflict. */
    async updateStatus({ id, status }: BreakingNewsUpdateInput): Promise<BreakingNewsItem> {
      const current = await get(id);
      if (!canMove(breakingNewsMoves, current.status, status)) {
        throw new AppError('CONFLICT', `A ${current.status} item cannot be moved to ${status}.`);
      }
      // guarded by the status we read, so a concurrent move cannot be overwritten
      const [row] = await db
        .update(breakingNews)
        .set({ status })
        .where(and(eq(breakingNews.id, id), eq(breakingNews.status, current.status)))
        .returning();
      if (!row) throw new AppError('CONFLICT', 'The item was changed by someone else; reload and try again.');
      return row;
    },

    config: () => readNewsConfig(db),

    updateConfig: (input: NewsConfigInput) => writeNewsConfig(db, input),

    /** A manual check runs even when monitoring is switched off: it is an explicit admin action. */
    check: (now = new Date()) => runNewsCheck(db, config.outboundAllowPrivate, now),
  };
}
export type BreakingNewsService = ReturnType<typeof createBreakingNewsService>;
