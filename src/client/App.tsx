import { ChakraProvider } from '@chakra-ui/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { useThemeSystem } from './themeSystem';
import { trpc, type TrpcClient } from './trpc';
import type { AppRouter } from './router';

type AppProps = { router: AppRouter; queryClient: QueryClient; trpcClient: TrpcClient };

export function App({ router, queryClient, trpcClient }: AppProps) {
  return (
    <ChakraProvider value={useThemeSystem()}>
      <trpc.Provider client={trpcClient} queryClient={queryClient}>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </trpc.Provider>
    </ChakraProvider>
  );
}
