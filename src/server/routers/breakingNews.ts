import { breakingNewsListInput, breakingNewsUpdateInput, newsConfigInput } from '../../shared/schemas/breakingNews';
import { router } from '../trpc/init';
import { adminProcedure, publicProcedure } from '../trpc/procedures';

export const breakingNewsRouter = router({
  list: adminProcedure.input(breakingNewsListInput).query(({ ctx, input }) => ctx.services.breakingNews.list(input)),
  recent: publicProcedure.query(({ ctx }) => ctx.services.breakingNews.recent()),
  stats: adminProcedure.query(({ ctx }) => ctx.services.breakingNews.stats()),
  update: adminProcedure
    .input(breakingNewsUpdateInput)
    .mutation(({ ctx, input }) => ctx.services.breakingNews.updateStatus(input, ctx.user.id)),
  check: adminProcedure.mutation(({ ctx }) => ctx.services.breakingNews.check()),
  config: adminProcedure.query(({ ctx }) => ctx.services.breakingNews.config()),
  sources: adminProcedure.query(({ ctx }) => ctx.services.breakingNews.sources()),
  updateConfig: adminProcedure.input(newsConfigInput).mutation(({ ctx, input }) => ctx.services.breakingNews.updateConfig(input)),
});
