import { leadCreateInput, leadListInput, leadUpdateInput } from '../../shared/schemas/leads';
import { router } from '../trpc/init';
import { adminProcedure, publicProcedure } from '../trpc/procedures';
import { rateLimit } from '../trpc/rateLimit';

export const leadsRouter = router({
  create: publicProcedure
    .use(rateLimit('leads'))
    .input(leadCreateInput)
    .mutation(({ ctx, input }) => ctx.services.leads.create(input)),
  list: adminProcedure.input(leadListInput).query(({ ctx, input }) => ctx.services.leads.list(input)),
  stats: adminProcedure.query(({ ctx }) => ctx.services.leads.stats()),
  update: adminProcedure.input(leadUpdateInput).mutation(({ ctx, input }) => ctx.services.leads.update(input, ctx.user.username)),
});
