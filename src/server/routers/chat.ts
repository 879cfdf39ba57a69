import { chatMessageInput } from '../../shared/schemas/chat';
import { router } from '../trpc/init';
import { publicProcedure } from '../trpc/procedures';
import { rateLimit } from '../trpc/rateLimit';

export const chatRouter = router({
  // over the limit the service still answers a message that shows crisis language
  message: publicProcedure
    .use(rateLimit('chat', { decide: true }))
    .input(chatMessageInput)
    .mutation(({ ctx, input }) => ctx.services.chat.message(input, ctx.overLimit)),
});
