import { afterAll, afterEach, beforeAll } from 'vitest';
import { render } from '@testing-library/react';
import { createMemoryHistory } from '@tanstack/react-router';
import { setupServer } from 'msw/node';
import type { RequestHandler } from 'msw';
import { App } from '../../../src/client/App';
import { createAppRouter } from '../../../src/client/router';
import { createQueryClient } from '../../../src/client/queryClient';
import { createUnbatchedTrpcClient } from '../../../src/client/trpc';
import { Api } from '../../../src/client/api/api';
import { bindTrpc } from '../../../src/client/api/trpcBinding';
import { TEST_TRPC_URL } from '../../mocks/trpc';

/**
 * One msw server per test file, answering tRPC calls with the typed handlers of tests/mocks.
 * Unhandled calls fail the test, so a screen cannot quietly call something unmocked.
 */
export function useMockApi(...defaults: RequestHandler[]) {
  const server = setupServer(...defaults);
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return server;
}

/** Renders the real app (routes, layouts, providers) at `path`, against the mocked API. */
export function renderApp(path: string) {
  const queryClient = createQueryClient();
  const api = new Api(queryClient, bindTrpc(queryClient, createUnbatchedTrpcClient(TEST_TRPC_URL)));
  const history = createMemoryHistory({ initialEntries: [path] });
  const router = createAppRouter({ queryClient, api }, history);
  const result = render(<App router={router} queryClient={queryClient} api={api} />);
  return { ...result, router, queryClient };
}
