import { asc, eq } from 'drizzle-orm';
import { veteranIssues } from '../../db/schema';
import { notFound } from '../../errors';
import type { Page } from '../../../shared/schemas/common';
import type { VeteranIssueGetInput, VeteranIssueListInput } from '../../../shared/schemas/veteranIssues';
import type { ServiceDeps } from '../deps';
import { countRows, paged } from '../../db/paging';
import type { RowOf } from '../../db/rowOf';

/** What a caller may see of a resource hub. */
const veteranIssueColumns = {
  id: veteranIssues.id,
  title: veteranIssues.title,
  overview: veteranIssues.overview,
  whyItMatters: veteranIssues.whyItMatters,
  resources: veteranIssues.resources,
  tools: veteranIssues.tools,
  actionSteps: veteranIssues.actionSteps,
  successStory: veteranIssues.successStory,
  createdAt: veteranIssues.createdAt,
};
export type VeteranIssue = RowOf<typeof veteranIssueColumns>;

export function createVeteranIssueService({ db }: ServiceDeps) {
  return {
    /** A reference list, ordered by title, yet paged like every list. */
    async list(input: VeteranIssueListInput): Promise<Page<VeteranIssue>> {
      return paged(
        db.select(veteranIssueColumns).from(veteranIssues).orderBy(asc(veteranIssues.title), asc(veteranIssues.id)),
        countRows(db, veteranIssues),
        input,
      );
    },

    async get({ id }: VeteranIssueGetInput): Promise<VeteranIssue> {
      if (!id) throw notFound('Issue');
      const [row] = await db.select(veteranIssueColumns).from(veteranIssues).where(eq(veteranIssues.id, id)).limit(1);
      if (!row) throw notFound('Issue');
      return row;
    },
  };
}
export type VeteranIssueService = ReturnType<typeof createVeteranIssueService>;
