import { idParam } from '../../shared/schemas/common';
import { spotlightCreateInput, spotlightListInput, spotlightUpdateInput } from '../../shared/schemas/spotlights';
import { router } from '../trpc/init';
import { adminProcedure, publicProcedure } from '../trpc/procedures';

export const spotlightsRouter = router({
  // one path, two audiences (DECISIONS.md): everything for an admin, the published ones for anyone else
  list: publicProcedure
    .input(spotlightListInput)
    .query(({ ctx, input }) => ctx.services.spotlights.list(input, ctx.user?.isAdmin ? 'admin' : 'public')),
  // what a reader sees, whoever asks: the public pages call this so an admin sees the site as readers do
  published: publicProcedure.input(spotlightListInput).query(({ ctx, input }) => ctx.services.spotlights.list(input, 'public')),
  stats: adminProcedure.query(({ ctx }) => ctx.services.spotlights.stats()),
  create: adminProcedure.input(spotlightCreateInput).mutation(({ ctx, input }) => ctx.services.spotlights.create(input)),
  update: adminProcedure.input(spotlightUpdateInput).mutation(({ ctx, input }) => ctx.services.spotlights.update(input)),
  remove: adminProcedure.input(idParam).mutation(({ ctx, input }) => ctx.services.spotlights.remove(input.id)),
});
