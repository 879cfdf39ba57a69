import { breakingNewsListInput, breakingNewsUpdateInput, newsConfigInput } from '../../shared/schemas/breakingNews';
import { router } from '../trpc/init';
import { adminProcedure } from '../trpc/procedures';

export const breakingNewsRouter = router({
  list: adminProcedure.input(breakingNewsListInput).query(({ ctx, input }) => ctx.services.breakingNews.list(input)),
  stats: adminProcedure.query(({ ctx }) => ctx.services.breakingNews.stats()),
  update: adminProcedure.input(breakingNewsUpdateInput).mutation(({ ctx, input }) => ctx.services.breakingNews.updateStatus(input)),
  check: adminProcedure.mutation(({ ctx }) => ctx.services.breakingNews.check()),
  config: adminProcedure.query(({ ctx }) => ctx.services.breakingNews.config()),
  updateConfig: adminProcedure.input(newsConfigInput).mutation(({ ctx, input }) => ctx.services.breakingNews.updateConfig(input)),
});
