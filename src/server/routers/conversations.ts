import { idParam } from '../../shared/schemas/common';
import { conversationListInput } from '../../shared/schemas/conversations';
import { router } from '../trpc/init';
import { adminProcedure } from '../trpc/procedures';

export const conversationsRouter = router({
  list: adminProcedure.input(conversationListInput).query(({ ctx, input }) => ctx.services.conversations.list(input)),
  get: adminProcedure.input(idParam).query(({ ctx, input }) => ctx.services.conversations.get(input.id)),
});
