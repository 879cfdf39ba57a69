import { siteContentUpdateInput } from '../../shared/schemas/siteContent';
import { router } from '../trpc/init';
import { adminProcedure, publicProcedure } from '../trpc/procedures';

export const siteContentRouter = router({
  get: publicProcedure.query(({ ctx }) => ctx.services.siteContent.get()),
  update: adminProcedure.input(siteContentUpdateInput).mutation(({ ctx, input }) => ctx.services.siteContent.update(input)),
});
