import { linkRequestInput, preferencesUpdateInput, subscriptionTokenInput } from '../../shared/schemas/subscriptions';
import { router } from '../trpc/init';
import { publicProcedure } from '../trpc/procedures';
import { rateLimit } from '../trpc/rateLimit';

/** A reader's own subscription by the token of their emails: public, the token is the key. */
export const subscriptionsRouter = router({
  get: publicProcedure.input(subscriptionTokenInput).query(({ ctx, input }) => ctx.services.subscriptions.get(input.token)),
  update: publicProcedure.input(preferencesUpdateInput).mutation(({ ctx, input }) => ctx.services.subscriptions.update(input)),
  unsubscribe: publicProcedure
    .input(subscriptionTokenInput)
    .mutation(({ ctx, input }) => ctx.services.subscriptions.unsubscribe(input.token)),
  resubscribe: publicProcedure
    .input(subscriptionTokenInput)
    .mutation(({ ctx, input }) => ctx.services.subscriptions.resubscribe(input.token)),
  // public: the same answer for any address; the links go by email to the subscriber only
  requestLink: publicProcedure
    .use(rateLimit('linkRequest'))
    .input(linkRequestInput)
    .mutation(({ ctx, input }) => ctx.services.subscriptions.requestLink(input)),
});
