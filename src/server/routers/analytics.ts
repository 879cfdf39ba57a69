import { analyticsCreateInput, analyticsListInput } from '../../shared/schemas/analytics';
import { router } from '../trpc/init';
import { adminProcedure } from '../trpc/procedures';

export const analyticsRouter = router({
  list: adminProcedure.input(analyticsListInput).query(({ ctx, input }) => ctx.services.analytics.list(input)),
  create: adminProcedure.input(analyticsCreateInput).mutation(({ ctx, input }) => ctx.services.analytics.create(input)),
  summary: adminProcedure.query(({ ctx }) => ctx.services.analytics.summary()),
});
