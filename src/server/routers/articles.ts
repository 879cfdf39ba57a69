import { idParam } from '../../shared/schemas/common';
import {
  articleCreateInput,
  articleGenerateInput,
  articleListInput,
  articleSlugInput,
  articleUpdateInput,
} from '../../shared/schemas/articles';
import { router } from '../trpc/init';
import { adminProcedure, publicProcedure } from '../trpc/procedures';

export const articlesRouter = router({
  list: publicProcedure.input(articleListInput).query(({ ctx, input }) => ctx.services.articles.list(input)),
  bySlug: publicProcedure.input(articleSlugInput).query(({ ctx, input }) => ctx.services.articles.bySlug(input.slug)),
  get: publicProcedure.input(idParam).query(({ ctx, input }) => ctx.services.articles.get(input.id)),
  create: adminProcedure.input(articleCreateInput).mutation(({ ctx, input }) => ctx.services.articles.create(input)),
  update: adminProcedure.input(articleUpdateInput).mutation(({ ctx, input }) => ctx.services.articles.update(input)),
  remove: adminProcedure.input(idParam).mutation(({ ctx, input }) => ctx.services.articles.remove(input.id)),
  aiStatus: adminProcedure.query(({ ctx }) => ctx.services.articles.aiStatus()),
  generate: adminProcedure.input(articleGenerateInput).mutation(({ ctx, input }) => ctx.services.articles.generate(input)),
});
