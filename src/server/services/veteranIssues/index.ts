import { asc, count, eq } from 'drizzle-orm';
import { veteranIssues } from '../../db/schema';
import { notFound } from '../../errors';
import type { Page } from '../../../shared/schemas/common';
import type { VeteranIssueGetInput, VeteranIssueListInput } from '../../../shared/schemas/veteranIssues';
import type { ServiceDeps } from '../deps';

export type VeteranIssue = typeof veteranIssues.$inferSelect;

export function createVeteranIssueService({ db }: ServiceDeps) {
  return {
    /** A reference list, ordered by title, yet paged like every list. */
    async list(input: VeteranIssueListInput): Promise<Page<VeteranIssue>> {
      const [items, [{ total }]] = await Promise.all([
        db
          .select()
          .from(veteranIssues)
          .orderBy(asc(veteranIssues.title), asc(veteranIssues.id))
          .limit(input.limit)
          .offset(input.offset),
        db.select({ total: count() }).from(veteranIssues),
      ]);
      return { items, total };
    },

    async get({ id }: VeteranIssueGetInput): Promise<VeteranIssue> {
      if (!id) throw notFound('Issue');
      const [row] = await db.select().from(veteranIssues).where(eq(veteranIssues.id, id)).limit(1);
      if (!row) throw notFound('Issue');
      return row;
    },
  };
}
export type VeteranIssueService = ReturnType<typeof createVeteranIssueService>;
