import { idParam } from '../../shared/schemas/common';
import { partnerCreateInput, partnerListInput, partnerUpdateInput } from '../../shared/schemas/partners';
import { router } from '../trpc/init';
import { adminProcedure } from '../trpc/procedures';

export const partnersRouter = router({
  list: adminProcedure.input(partnerListInput).query(({ ctx, input }) => ctx.services.partners.list(input)),
  stats: adminProcedure.query(({ ctx }) => ctx.services.partners.stats()),
  create: adminProcedure.input(partnerCreateInput).mutation(({ ctx, input }) => ctx.services.partners.create(input)),
  update: adminProcedure.input(partnerUpdateInput).mutation(({ ctx, input }) => ctx.services.partners.updateStatus(input)),
  remove: adminProcedure.input(idParam).mutation(({ ctx, input }) => ctx.services.partners.remove(input.id)),
});
