import { trpc } from '../../trpc';
import { REFERENCE_LIST_INPUT } from './referenceListInput';

export function useMarketplaceCategories() {
  return trpc.marketplace.categories.useQuery(REFERENCE_LIST_INPUT);
}

export function useMarketplaceRegions() {
  return trpc.marketplace.regions.useQuery(REFERENCE_LIST_INPUT);
}
