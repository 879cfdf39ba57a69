import type { QueryClient } from '@tanstack/react-query';
import type { Api } from './api/api';

/** What route loaders get: the cache, and the server's procedures to prefetch what components read. */
export type RouterContext = { queryClient: QueryClient; api: Api };
