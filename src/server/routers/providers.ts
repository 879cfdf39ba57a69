import { idParam } from '../../shared/schemas/common';
import { offerUpdateInput, providerListInput, providerReviewInput, providerUpdateInput } from '../../shared/schemas/providers';
import { router } from '../trpc/init';
import { adminProcedure } from '../trpc/procedures';

export const providersRouter = router({
  list: adminProcedure.input(providerListInput).query(({ ctx, input }) => ctx.services.providers.list(input)),
  stats: adminProcedure.query(({ ctx }) => ctx.services.providers.stats()),
  get: adminProcedure.input(idParam).query(({ ctx, input }) => ctx.services.providers.get(input.id)),
  review: adminProcedure.input(providerReviewInput).mutation(({ ctx, input }) => ctx.services.providers.review(input, ctx.user.username)),
  update: adminProcedure.input(providerUpdateInput).mutation(({ ctx, input }) => ctx.services.providers.update(input)),
  updateOffer: adminProcedure.input(offerUpdateInput).mutation(({ ctx, input }) => ctx.services.providers.updateOffer(input)),
});
