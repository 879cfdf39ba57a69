import type { ComponentType, ReactNode } from 'react';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import type { InputArgs, InputOf, MutationPath, OutputOf, QueryPath } from './procedures';
import { trpcMutationKey, trpcQueryKey } from './trpcKeys';

/**
 * What the tRPC client brings once loaded (trpcBinding.tsx): calls by path, and the Provider that
 * screens using tRPC's hooks need above them.
 */
export type TrpcBinding = {
  query: (path: string, input: unknown) => Promise<unknown>;
  mutation: (path: string, input: unknown) => Promise<unknown>;
  Provider: ComponentType<{ children: ReactNode }>;
};

/**
 * The app's way to the server that costs the first load nothing: the home page and the layout
 * around every public page read through it, and the tRPC client behind it is loaded with the
 * first call (in the browser), or given at once (on the server, in tests). Its queries and
 * mutations are tRPC's own (same keys, same calls), typed by the server's router.
 */
export class Api {
  private loaded: TrpcBinding | undefined;
  private loading: Promise<TrpcBinding> | undefined;
  private readonly loadBinding: () => Promise<TrpcBinding>;

  constructor(
    private readonly queryClient: QueryClient,
    source: TrpcBinding | (() => Promise<TrpcBinding>),
  ) {
    if (typeof source === 'function') this.loadBinding = source;
    else {
      this.loaded = source;
      this.loadBinding = () => Promise.resolve(source);
    }
  }

  /** the binding, once it has loaded */
  get binding(): TrpcBinding | undefined {
    return this.loaded;
  }

  /** The same promise until it settles, so React can wait on it (`use`). */
  load(): Promise<TrpcBinding> {
    this.loading ??= this.loadBinding().then(
      (binding) => (this.loaded = binding),
      (error: unknown) => {
        this.loading = undefined; // the next call tries again
        throw error;
      },
    );
    return this.loading;
  }

  /** TanStack Query options of a procedure: `useQuery(api.queryOptions('siteContent.get'))` */
  queryOptions<P extends QueryPath>(path: P, ...[input]: InputArgs<P>) {
    return queryOptions({
      queryKey: trpcQueryKey(path, input),
      queryFn: async () => (await this.load()).query(path, input) as Promise<OutputOf<P>>,
    });
  }

  /** Starts fetching what a screen will read, unless the cache has it (route loaders). */
  prefetch<P extends QueryPath>(path: P, ...input: InputArgs<P>): Promise<void> {
    return this.queryClient.prefetchQuery(this.queryOptions(path, ...input));
  }

  mutationOptions<P extends MutationPath>(path: P) {
    return {
      mutationKey: trpcMutationKey(path),
      mutationFn: async (input: InputOf<P>) => (await this.load()).mutation(path, input) as Promise<OutputOf<P>>,
    };
  }
}
