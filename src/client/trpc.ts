import { createTRPCReact } from '@trpc/react-query';
import { httpBatchLink, httpLink } from '@trpc/client';
import { TRPC_BATCH_MAX, TRPC_MAX_URL_LENGTH } from '../shared/transport';
import { clientTransformer as transformer } from '../shared/transformer';
// Type only: the server's code never enters the browser bundle.
import type { AppRouter } from '../server/routers';

/**
 * tRPC's hooks, for the screens under a TrpcBoundary (api/). Not for the shell (the home page,
 * the public layout, the session): it reads through `Api`, so a reader's first load carries no
 * tRPC code.
 */
export const trpc = createTRPCReact<AppRouter>();

/** Batched: the browser's client (api/trpcBinding.tsx). */
export function createTrpcClient(url = '/trpc') {
  return trpc.createClient({
    links: [httpBatchLink({ url, transformer, maxItems: TRPC_BATCH_MAX, maxURLLength: TRPC_MAX_URL_LENGTH })],
  });
}

/**
 * One request per call: the server's page renderer passes a `fetch` that calls the procedures in
 * process, and tests answer each call with its own msw handler. Its own function, so the browser
 * bundle, which never calls it, carries no second link.
 */
export function createUnbatchedTrpcClient(url: string, fetch?: typeof globalThis.fetch) {
  return trpc.createClient({ links: [httpLink({ url, transformer, fetch })] });
}

export type TrpcClient = ReturnType<typeof createTrpcClient>;
