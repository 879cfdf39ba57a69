import { TRPCError } from '@trpc/server';
import { baseProcedure, middleware } from './init';

const requireUser = middleware(({ ctx, next }) => {
  if (!ctx.user || !ctx.session) {
    throw new TRPCError({ code: 'UNAUTHORIZED', message: 'Please sign in to continue.' });
  }
  return next({ ctx: { ...ctx, user: ctx.user, session: ctx.session } });
});

const requireAdmin = middleware(({ ctx, next }) => {
  if (!ctx.user?.isAdmin) {
    throw new TRPCError({ code: 'FORBIDDEN', message: 'Administrator access is required.' });
  }
  return next();
});

/** Anyone, signed in or not. */
export const publicProcedure = baseProcedure;
/** A signed-in user. */
export const protectedProcedure = baseProcedure.use(requireUser);
/** A signed-in user whose isAdmin flag is true. */
export const adminProcedure = protectedProcedure.use(requireAdmin);
