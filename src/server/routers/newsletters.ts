import { idParam } from '../../shared/schemas/common';
import {
  newsletterArticleInput,
  newsletterCreateInput,
  newsletterListInput,
  newsletterUpdateInput,
} from '../../shared/schemas/newsletters';
import { newsletterTestSendInput } from '../../shared/schemas/delivery';
import type { Viewer } from '../services/newsletters';
import type { Context } from '../trpc/context';
import { router } from '../trpc/init';
import { adminProcedure, publicProcedure } from '../trpc/procedures';

/** Public newsletter procedures answer admins and everyone else differently (DECISIONS.md). */
const viewerOf = (ctx: Context): Viewer => ({ signedIn: Boolean(ctx.user), isAdmin: Boolean(ctx.user?.isAdmin) });

export const newslettersRouter = router({
  list: publicProcedure.input(newsletterListInput).query(({ ctx, input }) => ctx.services.newsletters.list(input, viewerOf(ctx))),
  get: publicProcedure.input(idParam).query(({ ctx, input }) => ctx.services.newsletters.get(input.id, viewerOf(ctx))),
  others: publicProcedure.input(idParam).query(({ ctx, input }) => ctx.services.newsletters.others(input.id, viewerOf(ctx))),
  archiveHtml: publicProcedure.input(idParam).query(({ ctx, input }) => ctx.services.newsletters.archiveHtml(input.id)),
  preview: publicProcedure.input(idParam).query(({ ctx, input }) => ctx.services.newsletters.preview(input.id, viewerOf(ctx))),
  create: adminProcedure.input(newsletterCreateInput).mutation(({ ctx, input }) => ctx.services.newsletters.create(input)),
  update: adminProcedure.input(newsletterUpdateInput).mutation(({ ctx, input }) => ctx.services.newsletters.update(input)),
  addArticle: adminProcedure.input(newsletterArticleInput).mutation(({ ctx, input }) => ctx.services.newsletters.addArticle(input)),
  remove: adminProcedure.input(idParam).mutation(({ ctx, input }) => ctx.services.newsletters.remove(input.id)),
  delivery: adminProcedure.input(idParam).query(({ ctx, input }) => ctx.services.delivery.progress(input.id)),
  sendTest: adminProcedure.input(newsletterTestSendInput).mutation(({ ctx, input }) => ctx.services.delivery.sendTest(input)),
  removeArticle: adminProcedure.input(newsletterArticleInput).mutation(({ ctx, input }) => ctx.services.newsletters.removeArticle(input)),
});
