import { legalGetInput, legalUpdateInput } from '../../shared/schemas/legal';
import { router } from '../trpc/init';
import { adminProcedure, publicProcedure } from '../trpc/procedures';

export const legalRouter = router({
  get: publicProcedure.input(legalGetInput).query(({ ctx, input }) => ctx.services.legal.get(input.slug)),
  update: adminProcedure.input(legalUpdateInput).mutation(({ ctx, input }) => ctx.services.legal.update(input, ctx.user.username)),
});
