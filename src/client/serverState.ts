import { type DehydratedState, defaultShouldDehydrateQuery, type Query, type QueryClient, dehydrate } from '@tanstack/react-query';
import superjson from 'superjson';

export { SERVER_STATE_ID } from '../shared/transport';

/** The visitor's session is never part of a page's HTML: the page is the same for everyone. */
export const isSessionQuery = (query: Query) => {
  const [path] = query.queryKey;
  return Array.isArray(path) && path.join('.') === 'auth.me';
};

/** The page's data as JSON safe inside a <script type="application/json"> element. */
export function serializeServerState(queryClient: QueryClient): string {
  const state = dehydrate(queryClient, { shouldDehydrateQuery: (q) => defaultShouldDehydrateQuery(q) && !isSessionQuery(q) });
  // `<` escaped, so no value can close the element (`</script>`) or open a comment
  return superjson.stringify(state).replace(/</g, '\\u003c');
}

export function parseServerState(text: string): DehydratedState {
  return superjson.parse<DehydratedState>(text);
}
