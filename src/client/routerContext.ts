import type { QueryClient } from '@tanstack/react-query';
import type { QueryUtils } from './trpc';

/** What route loaders get: the cache and tRPC's utils to prefetch what components read. */
export type RouterContext = { queryClient: QueryClient; trpcUtils: QueryUtils };
