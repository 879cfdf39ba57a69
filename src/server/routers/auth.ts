import { sessionCookie } from '../auth/cookies';
import { loginInput, type AuthState } from '../../shared/schemas/auth';
import { publicProcedure } from '../trpc/procedures';
import { router } from '../trpc/init';

export const authRouter = router({
  me: publicProcedure.query(
    ({ ctx }): AuthState => (ctx.user ? { authenticated: true, user: ctx.user } : { authenticated: false, user: null }),
  ),

  login: publicProcedure.input(loginInput).mutation(async ({ ctx, input }) => {
    const { token, session, user } = await ctx.services.auth.login(input, ctx.ip);
    ctx.resHeaders.append('set-cookie', sessionCookie.set(ctx.config, token, session.expiresAt));
    return { success: true as const, user };
  }),

  logout: publicProcedure.mutation(async ({ ctx }) => {
    if (ctx.session) await ctx.services.auth.logout(ctx.session.id);
    ctx.resHeaders.append('set-cookie', sessionCookie.clear(ctx.config));
    return { success: true as const };
  }),
});
