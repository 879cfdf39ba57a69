import {
  categoryListInput,
  recommendationsInput,
  regionListInput,
  vendorApplyInput,
  vendorGetInput,
  vendorSearchInput,
} from '../../shared/schemas/marketplace';
import { router } from '../trpc/init';
import { publicProcedure } from '../trpc/procedures';
import { rateLimit } from '../trpc/rateLimit';

export const marketplaceRouter = router({
  categories: publicProcedure.input(categoryListInput).query(({ ctx, input }) => ctx.services.marketplace.categories(input)),
  regions: publicProcedure.input(regionListInput).query(({ ctx, input }) => ctx.services.marketplace.regions(input)),
  search: publicProcedure.input(vendorSearchInput).query(({ ctx, input }) => ctx.services.marketplace.search(input)),
  recommendations: publicProcedure.input(recommendationsInput).query(({ ctx, input }) => ctx.services.marketplace.recommendations(input)),
  // 'apply' is a reserved word in tRPC routers (Function.prototype.apply)
  applyAsVendor: publicProcedure
    .use(rateLimit('vendorApply'))
    .input(vendorApplyInput)
    .mutation(({ ctx, input }) => ctx.services.marketplace.apply(input)),
  vendor: publicProcedure.input(vendorGetInput).query(({ ctx, input }) => ctx.services.marketplace.vendor(input.id)),
});
