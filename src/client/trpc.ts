import { QueryClient } from '@tanstack/react-query';
import { createTRPCQueryUtils, createTRPCReact } from '@trpc/react-query';
import { httpBatchLink, httpLink, TRPCClientError } from '@trpc/client';
import superjson from 'superjson';
import { TRPC_BATCH_MAX, TRPC_MAX_URL_LENGTH } from '../shared/transport';
// Type only: the server's code never enters the browser bundle.
import type { AppRouter } from '../server/routers';

/** The one place the client talks to the server. */
export const trpc = createTRPCReact<AppRouter>();

/**
 * The spec's query behaviour: no automatic retry, no refetch on focus, data never stale.
 * The session check is the one exception and sets its own options (features/auth).
 */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: Infinity },
      mutations: { retry: false },
    },
  });
}

/** Batched: the browser's client (main.tsx). */
export function createTrpcClient(url = '/trpc') {
  return trpc.createClient({
    links: [httpBatchLink({ url, transformer: superjson, maxItems: TRPC_BATCH_MAX, maxURLLength: TRPC_MAX_URL_LENGTH })],
  });
}

/**
 * One request per call: the server's page renderer passes a `fetch` that calls the procedures in
 * process, and tests answer each call with its own msw handler. Its own function, so the browser
 * bundle, which never calls it, carries no second link.
 */
export function createUnbatchedTrpcClient(url: string, fetch?: typeof globalThis.fetch) {
  return trpc.createClient({ links: [httpLink({ url, transformer: superjson, fetch })] });
}

export type TrpcClient = ReturnType<typeof createTrpcClient>;

/** Outside React (route loaders) prefetching goes through these utils. */
export function createQueryUtils(queryClient: QueryClient, client: TrpcClient) {
  return createTRPCQueryUtils({ queryClient, client });
}

export type QueryUtils = ReturnType<typeof createQueryUtils>;

/**
 * The server's own message for a failed call, or the screen's fallback wording when the
 * server did not answer with one (network failure, a proxy's error page).
 */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof TRPCClientError && error.shape && error.message) return error.message;
  return fallback;
}
