import { describe, expect, it } from 'vitest';
import { getMutationKey, getQueryKey } from '@trpc/react-query';
import { QueryClient } from '@tanstack/react-query';
import { trpc } from '../../src/client/trpc';
import { Api } from '../../src/client/api/api';
import { trpcMutationKey, trpcQueryKey } from '../../src/client/api/trpcKeys';

/**
 * The shell reads through Api, every other screen through tRPC's hooks: both must name a
 * procedure's cache entry alike, or the server's drawn data would be fetched again and an
 * invalidation on one side would miss what the other side shows.
 */
describe("the shell's cache keys", () => {
  it("are @trpc/react-query's own, with and without input", () => {
    expect(trpcQueryKey('siteContent.get', undefined)).toEqual(getQueryKey(trpc.siteContent.get, undefined, 'query'));
    expect(trpcQueryKey('articles.bySlug', { slug: 'pact-act' })).toEqual(getQueryKey(trpc.articles.bySlug, { slug: 'pact-act' }, 'query'));
    expect(trpcMutationKey('subscribers.create')).toEqual(getMutationKey(trpc.subscribers.create));
  });

  it('let an invalidation of the whole router reach what the shell fetched', async () => {
    const queryClient = new QueryClient();
    const calls: string[] = [];
    const api = new Api(queryClient, {
      query: async (path) => {
        calls.push(path);
        return { about: 'text' };
      },
      mutation: async () => undefined,
      Provider: ({ children }) => children,
    });
    await queryClient.fetchQuery(api.queryOptions('siteContent.get'));
    await queryClient.invalidateQueries({ queryKey: getQueryKey(trpc.siteContent) });
    expect(queryClient.getQueryState(trpcQueryKey('siteContent.get', undefined))?.isInvalidated).toBe(true);
    expect(calls).toEqual(['siteContent.get']);
  });
});
