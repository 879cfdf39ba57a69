import { idParam } from '../../shared/schemas/common';
import { subscriberCreateInput, subscriberListInput, subscriberUpdateInput } from '../../shared/schemas/subscribers';
import { router } from '../trpc/init';
import { adminProcedure, publicProcedure } from '../trpc/procedures';

export const subscribersRouter = router({
  list: adminProcedure.input(subscriberListInput).query(({ ctx, input }) => ctx.services.subscribers.list(input)),
  stats: adminProcedure.query(({ ctx }) => ctx.services.subscribers.stats()),
  // public: the subscribe form; the admin add form calls it too
  create: publicProcedure
    .input(subscriberCreateInput)
    .mutation(async ({ ctx, input }) => (await ctx.services.subscribers.create(input)).subscriber),
  update: adminProcedure.input(subscriberUpdateInput).mutation(({ ctx, input }) => ctx.services.subscribers.update(input)),
  remove: adminProcedure.input(idParam).mutation(({ ctx, input }) => ctx.services.subscribers.remove(input.id)),
  exportCsv: adminProcedure.query(({ ctx }) => ctx.services.subscribers.exportCsv()),
});
