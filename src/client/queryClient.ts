import { QueryClient } from '@tanstack/react-query';

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
