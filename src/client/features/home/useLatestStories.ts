import { readableArticles } from '../../../shared/homeLatest';
import type { PublicArticle } from '../../components/public/apiTypes';
import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../api/ApiContext';
import { LATEST_NEWSLETTER_INPUT } from './homeQueries';

export type LatestStories =
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'empty' }
  | { status: 'ready'; featured: PublicArticle; further: PublicArticle[] };

/** The newest sent newsletter's articles in section order: the first is featured. */
export function useLatestStories(): LatestStories {
  const api = useApi();
  const list = useQuery(api.queryOptions('newsletters.list', LATEST_NEWSLETTER_INPUT));
  const latestId = list.data?.items[0]?.id;
  const newsletter = useQuery({ ...api.queryOptions('newsletters.get', { id: latestId ?? '' }), enabled: Boolean(latestId) });

  if (list.isPending || (latestId && newsletter.isPending)) return { status: 'loading' };
  if (list.isError || newsletter.isError) return { status: 'error' };
  const [featured, ...further] = newsletter.data ? readableArticles(newsletter.data.articles) : [];
  return featured ? { status: 'ready', featured, further } : { status: 'empty' };
}
