/**
 * The cache keys @trpc/react-query v11 gives a procedure (getQueryKeyInternal): the path as an
 * array, then the input and the kind. The shell's calls use the very same keys, so the server's
 * dehydrated data, and `trpc.useUtils()` invalidating or setting data on any screen, reach the
 * same cache entries whichever side made them.
 */
export function trpcQueryKey(path: string, input: unknown) {
  return [path.split('.'), input === undefined ? { type: 'query' } : { input, type: 'query' }] as const;
}

export function trpcMutationKey(path: string) {
  return [path.split('.')] as const;
}
