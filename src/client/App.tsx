import { ChakraProvider } from '@chakra-ui/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { useThemeSystem } from './themeSystem';
import type { Api } from './api/api';
import { ApiProvider } from './api/ApiContext';
import type { AppRouter } from './router';

type AppProps = { router: AppRouter; queryClient: QueryClient; api: Api };

export function App({ router, queryClient, api }: AppProps) {
  return (
    <ChakraProvider value={useThemeSystem()}>
      <ApiProvider api={api}>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </ApiProvider>
    </ChakraProvider>
  );
}
