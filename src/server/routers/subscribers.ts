import { idParam } from '../../shared/schemas/common';
import { subscriberCreateInput, subscriberListInput, subscriberUpdateInput } from '../../shared/schemas/subscribers';
import { router } from '../trpc/init';
import { adminProcedure, publicProcedure } from '../trpc/procedures';
import { rateLimit } from '../trpc/rateLimit';

export const subscribersRouter = router({
  list: adminProcedure.input(subscriberListInput).query(({ ctx, input }) => ctx.services.subscribers.list(input)),
  stats: adminProcedure.query(({ ctx }) => ctx.services.subscribers.stats()),
  // public: the subscribe form (never resubscribes by itself); the admin add form calls it too
  create: publicProcedure
    .use(rateLimit('subscribe'))
    .input(subscriberCreateInput)
    .mutation(async ({ ctx, input }) =>
      ctx.user?.isAdmin ? (await ctx.services.subscribers.create(input)).subscriber : ctx.services.subscribers.signUp(input),
    ),
  update: adminProcedure.input(subscriberUpdateInput).mutation(({ ctx, input }) => ctx.services.subscribers.update(input)),
  remove: adminProcedure.input(idParam).mutation(({ ctx, input }) => ctx.services.subscribers.remove(input.id)),
  exportCsv: adminProcedure.query(({ ctx }) => ctx.services.subscribers.exportCsv()),
});
