import { desc, eq } from 'drizzle-orm';
import { analytics, newsletters } from '../../db/schema';
import { notFound } from '../../errors';
import type { Page } from '../../../shared/schemas/common';
import type { AnalyticsCreateInput, AnalyticsListInput } from '../../../shared/schemas/analytics';
import type { ServiceDeps } from '../deps';
import { analyticsSummary } from './summary';
import { countRows, paged } from '../../db/paging';
import { withSavepoint } from '../../db/savepoint';
import type { RowOf } from '../../db/rowOf';

/** What a caller may see of an analytics record. */
const analyticsColumns = {
  id: analytics.id,
  newsletterId: analytics.newsletterId,
  totalSent: analytics.totalSent,
  opened: analytics.opened,
  clicked: analytics.clicked,
  conversions: analytics.conversions,
  recordedAt: analytics.recordedAt,
};
export type AnalyticsRecord = RowOf<typeof analyticsColumns>;
export type { AnalyticsSummary } from './summary';

/** Postgres' code for a foreign-key violation, as postgres.js and PGlite report it. */
const FOREIGN_KEY_VIOLATION = '23503';
function isForeignKeyViolation(error: unknown): boolean {
  // drizzle wraps the driver's error in `cause`
  let e: unknown = error;
  for (let depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    if ((e as { code?: unknown }).code === FOREIGN_KEY_VIOLATION) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

export function createAnalyticsService({ db }: ServiceDeps) {
  return {
    async list(input: AnalyticsListInput): Promise<Page<AnalyticsRecord>> {
      const where = input.newsletterId ? eq(analytics.newsletterId, input.newsletterId) : undefined;
      return paged(
        db.select(analyticsColumns).from(analytics).where(where).orderBy(desc(analytics.recordedAt), desc(analytics.id)),
        countRows(db, analytics, where),
        input,
      );
    },

    async create(input: AnalyticsCreateInput): Promise<AnalyticsRecord> {
      const [found] = await db.select({ id: newsletters.id }).from(newsletters).where(eq(newsletters.id, input.newsletterId)).limit(1);
      if (!found) throw notFound('Newsletter');
      try {
        const [row] = await withSavepoint(db, (attemptDb) => attemptDb.insert(analytics).values(input).returning(analyticsColumns));
        return row;
      } catch (error) {
        // the newsletter was deleted between the check and the insert
        if (isForeignKeyViolation(error)) throw notFound('Newsletter');
        throw error;
      }
    },

    summary: () => analyticsSummary(db),
  };
}
export type AnalyticsService = ReturnType<typeof createAnalyticsService>;
