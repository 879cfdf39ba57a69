import { createTRPCMsw, httpLink } from 'msw-trpc';
import { TRPCError } from '@trpc/server';
import type { AppRouter } from '../../src/server/routers';
import { transformer } from '../../src/shared/serverTransformer';

/** Where client tests point their tRPC client; msw answers there instead of a server. */
export const TEST_TRPC_URL = 'http://localhost/trpc';

/**
 * msw handlers typed from the router: `trpcMsw.articles.list.query(({ input }) => page)`.
 * The handler's return type is the procedure's output, so a mock cannot drift from the API.
 */
export const trpcMsw = createTRPCMsw<AppRouter>({
  links: [httpLink({ url: TEST_TRPC_URL })],
  transformer,
});

/** Throw inside a handler to answer as the server would fail: `throw apiError('CONFLICT', '…')`. */
export const apiError = (code: ConstructorParameters<typeof TRPCError>[0]['code'], message: string) => new TRPCError({ code, message });

export const signedOut = () => trpcMsw.auth.me.query(() => ({ authenticated: false as const, user: null }));

export const signedInAdmin = (username = 'editor') =>
  trpcMsw.auth.me.query(() => ({
    authenticated: true as const,
    user: { id: '00000000-0000-4000-8000-000000000001', username, isAdmin: true },
  }));

/** A handler that never answers, to hold a screen in its loading state. */
export const forever = <T>() => new Promise<T>(() => {});
