import type { QueryClient } from '@tanstack/react-query';
import { useQueryClient } from '@tanstack/react-query';
import type { QueryPath } from '../api/procedures';

/**
 * What each kind of change makes stale: the one place that knows which screens show what.
 * Queries keep their data forever (no refetch on focus, DECISIONS/spec), so a change that
 * forgets a reader here leaves old figures on some screen for the rest of the session.
 */
export const staleAfter = {
  /** a subscriber added (admin or public sign-up), changed or removed */
  subscribers: ['subscribers.list', 'subscribers.stats', 'analytics.summary'],
  /** an article written, generated, edited or deleted */
  articles: ['articles.list', 'articles.get', 'articles.bySlug', 'newsletters.get', 'newsletters.preview', 'newsletters.others'],
  /** a newsletter created, renamed, deleted, filled or moved through its states */
  newsletters: ['newsletters.list', 'newsletters.get', 'newsletters.preview', 'newsletters.others', 'analytics.summary'],
  /** a lead moved along or annotated */
  leads: ['leads.list', 'leads.stats', 'conversations.get'],
  /** a provider reviewed, edited or (de)activated: the public marketplace lists verified, active ones */
  providers: ['providers.list', 'providers.stats', 'providers.get', 'marketplace.search', 'marketplace.vendor'],
  /** a partner added, moved through review or removed */
  partners: ['partners.list', 'partners.stats'],
  /** a spotlight created, approved, featured or removed (the home carousel reads the published ones) */
  spotlights: ['spotlights.list', 'spotlights.stats', 'spotlights.published'],
  /** a breaking-news item checked for, published or rejected (a published one becomes an article) */
  breakingNews: [
    'breakingNews.list',
    'breakingNews.stats',
    'breakingNews.sources',
    'breakingNews.recent',
    'articles.list',
    'articles.get',
    'articles.bySlug',
  ],
  /** the news-monitoring settings */
  newsConfig: ['breakingNews.config', 'breakingNews.stats', 'breakingNews.sources'],
  /** the hero, about text and other marketing copy */
  siteContent: ['siteContent.get'],
} as const satisfies Record<string, readonly QueryPath[]>;

export type Change = keyof typeof staleAfter;

/** Marks every query a change made stale; the ones on screen refetch at once. */
export function invalidateAfter(queryClient: QueryClient, ...changes: Change[]): Promise<void> {
  const paths = new Set(changes.flatMap((change) => staleAfter[change]));
  return Promise.all(
    // tRPC's query keys start with the path as an array, so this prefix matches every input
    [...paths].map((path) => queryClient.invalidateQueries({ queryKey: [path.split('.')] })),
  ).then(() => undefined);
}

/** `const stale = useInvalidate(); … onSuccess: () => stale('subscribers')` */
export function useInvalidate() {
  const queryClient = useQueryClient();
  return (...changes: Change[]) => invalidateAfter(queryClient, ...changes);
}
