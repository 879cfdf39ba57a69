import { type DehydratedState, defaultShouldDehydrateQuery, type Query, type QueryClient, dehydrate, hydrate } from '@tanstack/react-query';
import { serialize } from '../shared/serverTransformer';
import { deserialize } from '../shared/transformer';

export { SERVER_STATE_ID } from '../shared/transport';

/** The visitor's session is never part of a page's HTML: the page is the same for everyone. */
export const isSessionQuery = (query: Query) => {
  const [path] = query.queryKey;
  return Array.isArray(path) && path.join('.') === 'auth.me';
};

/**
 * The page's data as JSON safe inside a <script type="application/json"> element. Each query's
 * data is in tRPC's own form (shared/transformer.ts: Dates stay Dates); its key and times are
 * plain JSON, where drawnPageTag finds the times.
 */
export function serializeServerState(queryClient: QueryClient): string {
  const state = dehydrate(queryClient, {
    shouldDehydrateQuery: (q) => defaultShouldDehydrateQuery(q) && !isSessionQuery(q),
    serializeData: serialize,
  });
  // `<` escaped, so no value can close the element (`</script>`) or open a comment
  return JSON.stringify(state).replace(/</g, '\\u003c');
}

/** Puts a drawn page's data in the cache as the server had it. */
export function hydrateServerState(queryClient: QueryClient, text: string): void {
  hydrate(queryClient, JSON.parse(text) as DehydratedState, { defaultOptions: { deserializeData: deserialize } });
}
