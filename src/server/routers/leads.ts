import { leadCreateInput } from '../../shared/schemas/leads';
import { router } from '../trpc/init';
import { publicProcedure } from '../trpc/procedures';

export const leadsRouter = router({
  create: publicProcedure.input(leadCreateInput).mutation(({ ctx, input }) => ctx.services.leads.create(input)),
});
