import type { ServiceDeps } from '../deps';

export function createMarketplaceService(deps: ServiceDeps) {
  void deps;
  return {};
}
export type MarketplaceService = ReturnType<typeof createMarketplaceService>;
