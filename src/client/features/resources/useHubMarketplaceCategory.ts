import { marketplaceCategoryForHub, FALLBACK_HUB_CATEGORY } from '../../../shared/questionnaires/hubCategory';
import { trpc } from '../../trpc';
import { CATEGORY_LIST_INPUT } from './queries';

/** The marketplace category slug the hub's call to action opens (legal services until known). */
export function useHubMarketplaceCategory(hubId: string): string {
  const categories = trpc.marketplace.categories.useQuery(CATEGORY_LIST_INPUT);
  return categories.data ? marketplaceCategoryForHub(hubId, categories.data.items) : FALLBACK_HUB_CATEGORY;
}
