import type { ReactNode } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { getUntypedClient } from '@trpc/client';
import { createTrpcClient, type TrpcClient, trpc } from '../trpc';
import type { TrpcBinding } from './api';

/**
 * The tRPC client bound to the app's cache: what `Api` loads with its first call in the browser
 * (the batched client), and what the server and tests hand it at once with their own client.
 */
export function bindTrpc(queryClient: QueryClient, client: TrpcClient = createTrpcClient()): TrpcBinding {
  const untyped = getUntypedClient(client);
  function TrpcProvider({ children }: { children: ReactNode }) {
    return (
      <trpc.Provider client={client} queryClient={queryClient}>
        {children}
      </trpc.Provider>
    );
  }
  return {
    query: (path, input) => untyped.query(path, input),
    mutation: (path, input) => untyped.mutation(path, input),
    Provider: TrpcProvider,
  };
}
