import { veteranIssueGetInput, veteranIssueListInput } from '../../shared/schemas/veteranIssues';
import { router } from '../trpc/init';
import { publicProcedure } from '../trpc/procedures';

export const veteranIssuesRouter = router({
  list: publicProcedure.input(veteranIssueListInput).query(({ ctx, input }) => ctx.services.veteranIssues.list(input)),
  get: publicProcedure.input(veteranIssueGetInput).query(({ ctx, input }) => ctx.services.veteranIssues.get(input)),
});
