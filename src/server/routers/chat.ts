import { chatMessageInput } from '../../shared/schemas/chat';
import { router } from '../trpc/init';
import { publicProcedure } from '../trpc/procedures';

export const chatRouter = router({
  message: publicProcedure.input(chatMessageInput).mutation(({ ctx, input }) => ctx.services.chat.message(input)),
});
